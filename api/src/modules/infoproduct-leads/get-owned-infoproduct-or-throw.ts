import type { Db } from '../../db/client';
import { hasFeature } from '../../entitlements';
import { notFound } from '../../errors';
import { findActivePlans } from '../plans';
import { findOwnedInfoproduct } from './queries';

/**
 * The owner's item whose leads are read, and whether the owner sees their e-mails whole (`infoproductPro`;
 * below it they are masked, spec 001 §2). 404 when the item is missing or another's.
 */
export async function getOwnedInfoproductOrThrow(
  db: Db,
  ownerId: number,
  id: number,
): Promise<{ id: number; masked: boolean }> {
  const [item, plans] = await Promise.all([
    findOwnedInfoproduct(db, ownerId, id),
    findActivePlans(db, [ownerId]),
  ]);
  if (!item) throw notFound();
  return { id: item.id, masked: !hasFeature({ plans: plans.get(ownerId) ?? [] }, 'infoproductPro') };
}
