import type { InfoproductView } from '@atalho/sdk/schemas/infoproducts';
import type { Db } from '../../db/client';
import { hasFeature } from '../../entitlements';
import { tierOfPlanId } from '../plans';
import { findVisitorInfoproducts } from './queries';
import { toInfoproductView } from './transform';

/**
 * The visitor views of the pages whose links are `linkIds`, keyed by link id: one prepared statement, run on a
 * visitor cache miss. What the page may show follows its owner's plan, read by the same statement (a plan that
 * starts or ends drops the owner's cached pages).
 */
export async function loadInfoproductViews(
  db: Db,
  linkIds: readonly number[],
): Promise<Map<number, InfoproductView>> {
  const views = new Map<number, InfoproductView>();
  if (linkIds.length === 0) return views;
  for (const row of await findVisitorInfoproducts(db, linkIds)) {
    const plans = row.planIds.map((id) => ({ tier: tierOfPlanId(Number(id)) }));
    views.set(row.linkId, toInfoproductView(row, hasFeature({ plans }, 'infoproductPro')));
  }
  return views;
}
