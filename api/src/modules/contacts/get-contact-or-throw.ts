import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { type ContactWithParts, findOwnedContact } from './queries';

/** One of the owner's contacts with its segments and properties; another user's answers 404 like a missing one. */
export async function getContactOrThrow(db: Db, ownerId: number, id: number): Promise<ContactWithParts> {
  const row = await findOwnedContact(db, ownerId, id);
  if (!row) throw notFound();
  return row;
}
