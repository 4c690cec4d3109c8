import { type ContactInput, type ContactsSaved, smsMessageKeys } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { sqlStateOf } from '../../db/sql-state';
import { AppError } from '../../errors';
import { requireSmsConfig } from '../sms-configs';
import { type WrittenContacts, writeContacts } from './write-contacts';

/** Who is saving: the owner's address and browser, kept with each new contact's first consent row. */
export interface SavingClient {
  ip: string | null;
  userAgent: string | null;
}

const UNIQUE_VIOLATION = '23505';

function constraintOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('constraint' in error && typeof error.constraint === 'string') return error.constraint;
  return 'cause' in error ? constraintOf(error.cause) : undefined;
}

/**
 * `writeContacts` in one transaction. A replaced contact given a number another of the owner's contacts has
 * breaks the unique index: 409 `exitsRepeatNumber`. A code drawn twice (about 2⁻⁵⁹ per pair) breaks the codes'
 * index: the whole save runs again with new codes.
 */
export async function saveInTransaction(
  db: Db,
  ownerId: number,
  items: readonly ContactInput[],
  client: SavingClient,
): Promise<WrittenContacts> {
  const { business } = await requireSmsConfig(db, ownerId);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => writeContacts(tx, ownerId, items, { business, ...client }));
    } catch (error) {
      if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
      const constraint = constraintOf(error);
      if (constraint === 'contacts_user_number_idx') throw new AppError(409, [smsMessageKeys.repeatedNumber]);
      if (constraint !== 'contacts_code_unique' || attempt === 3) throw error;
    }
  }
}

/**
 * POST /api/v1/contacts/all: up to 1,000 contacts, all or nothing. New contacts whose number the owner already
 * has are skipped and listed in `duplicates`, so importing a file twice adds nothing.
 */
export async function saveContacts(
  db: Db,
  ownerId: number,
  items: readonly ContactInput[],
  client: SavingClient,
): Promise<ContactsSaved> {
  const { created, updated, duplicates } = await saveInTransaction(db, ownerId, items, client);
  return { created, updated, duplicates };
}
