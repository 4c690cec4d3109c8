import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { reorderOwnedOnlineAddresses } from './queries';

/** Drag and drop: the page's links swap their manual-order places; any id not the owner's is a 404. */
export async function reorderOnlineAddresses(db: Db, ownerId: number, ids: readonly number[]): Promise<void> {
  if (!(await reorderOwnedOnlineAddresses(db, ownerId, ids))) throw notFound();
}
