import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findOwnedBiography } from './queries';
import { type FullBiography, withItems } from './read-biographies';

/** One of the owner's bios with its sections and social links; another user's answers 404 like a missing one. */
export async function getBiographyOrThrow(db: Db, ownerId: number, id: number): Promise<FullBiography> {
  const row = await findOwnedBiography(db, ownerId, id);
  if (!row) throw notFound();
  const [full] = await withItems(db, ownerId, [row], { sections: true, socialLinks: true });
  if (!full) throw notFound();
  return full;
}
