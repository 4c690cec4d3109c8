import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findOwnedOpenGraph, type OpenGraphWithFields } from './queries';

/** Another user's preview answers 404 exactly like a missing one. */
export async function getOpenGraphOrThrow(
  db: Db,
  ownerId: number,
  by: { id: number } | { onlineAddressId: number },
): Promise<OpenGraphWithFields> {
  const row = await findOwnedOpenGraph(db, ownerId, by);
  if (!row) throw notFound();
  return row;
}
