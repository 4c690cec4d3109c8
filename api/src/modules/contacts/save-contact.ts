import { type ContactInput, smsMessageKeys } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type SavingClient, saveInTransaction } from './save-contacts';

/**
 * POST /api/v1/contacts: one contact, new (SAVED, a new code) or replaced (its id). Unlike the bulk save, a
 * number the owner already has is refused: 409 `exitsRepeatNumber`. Answers the contact's id and whether it is new.
 */
export async function saveContact(
  db: Db,
  ownerId: number,
  item: ContactInput,
  client: SavingClient,
): Promise<{ id: number; created: boolean }> {
  const { ids, duplicates, created } = await saveInTransaction(db, ownerId, [item], client);
  const [id] = ids;
  if (duplicates.length > 0 || id == null) throw new AppError(409, [smsMessageKeys.repeatedNumber]);
  return { id, created: created > 0 };
}
