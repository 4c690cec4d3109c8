import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { requireSmsConfig } from '../sms-configs';
import { deleteOwnedContact } from './queries';

/** DELETE /api/v1/contacts/{id}: the contact with its segments, properties and consent record. */
export async function deleteContact(db: Db, ownerId: number, id: number): Promise<void> {
  await requireSmsConfig(db, ownerId);
  if (!(await deleteOwnedContact(db, ownerId, id))) throw notFound();
}
