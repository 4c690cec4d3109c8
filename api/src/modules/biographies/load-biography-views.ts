import type { BiographyView } from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import { findVisitorBiographies } from './queries';
import { toBiographyView } from './transform';

/**
 * The visitor views of the bios whose links are `linkIds`, keyed by link id: one prepared statement, run on a
 * visitor cache miss. A link without a bio (a section's own BIO link) is absent from the map.
 */
export async function loadBiographyViews(
  db: Db,
  linkIds: readonly number[],
): Promise<Map<number, BiographyView>> {
  const views = new Map<number, BiographyView>();
  if (linkIds.length === 0) return views;
  for (const row of await findVisitorBiographies(db, linkIds)) views.set(row.linkId, toBiographyView(row));
  return views;
}
