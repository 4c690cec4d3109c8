import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findOwnedInfoproduct } from './queries';
import { allParts, type FullInfoproduct, withParts } from './read-infoproducts';

/** One of the owner's pages with every part; another user's answers 404 like a missing one. */
export async function getInfoproductOrThrow(db: Db, ownerId: number, id: number): Promise<FullInfoproduct> {
  const row = await findOwnedInfoproduct(db, ownerId, id);
  if (!row) throw notFound();
  const [full] = await withParts(db, ownerId, [row], allParts);
  if (!full) throw notFound();
  return full;
}
