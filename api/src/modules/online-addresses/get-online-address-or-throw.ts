import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findOwnedOnlineAddress, type OwnedOnlineAddressRow } from './queries';

/** Another user's link answers 404 exactly like a missing one, so ids reveal nothing. */
export async function getOnlineAddressOrThrow(
  db: Db,
  ownerId: number,
  id: number,
): Promise<OwnedOnlineAddressRow> {
  const row = await findOwnedOnlineAddress(db, ownerId, id);
  if (!row) throw notFound();
  return row;
}
