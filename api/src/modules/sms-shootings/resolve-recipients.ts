import { messageKeys } from '@atalho/sdk/schemas';
import {
  SHOOTING_LIMITS,
  type ShootingRecipientsFilter,
  type ShootingType,
  templateVariables,
} from '@atalho/sdk/schemas/sms';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import {
  addMatchingRecipients,
  type ContactToSize,
  contactsToAdd,
  insertSizedRecipients,
  ownedContactsWhere,
  type RecipientSize,
  recipientsFilterWhere,
  recipientsToSize,
  refreshRecipientCounters,
  removeRecipients,
  type SizedRecipient,
  setRecipientSizes,
  writeRecipientSizes,
} from './queries';
import { recipientMessage } from './recipient-message';

/** Contact codes are 10 characters (contacts/generate-contact-code.ts): every per-contact link is as long. */
export const EXAMPLE_CONTACT_CODE = 'AbCd3FgH1j';

export interface ShootingMessageShape {
  id: number;
  type: ShootingType;
  business: string;
  template: string;
  /** The template's URLs each recipient gets with its contact code (`linkedUrls`). */
  linked: readonly string[];
}

export interface RecipientsChange {
  /** Adds every matching contact. */
  filter: ShootingRecipientsFilter | null;
  add: readonly number[];
  remove: readonly number[];
}

/** The variables whose values change a recipient's message: a DYNAMICS template's. */
function variablesOf(shape: ShootingMessageShape): string[] {
  return shape.type === 'DYNAMICS' ? templateVariables(shape.template) : [];
}

function sizeOf(shape: ShootingMessageShape, contact: ContactToSize): SizedRecipient {
  const { smsSize, smsLimit } = recipientMessage({
    ...shape,
    contactCode: contact.code,
    properties: contact.properties,
  });
  return { id: contact.id, smsSize, smsLimit };
}

/** Recipients whose messages are all alike (no variables): set-based, one size for every row. */
async function addAlike(db: Db, shape: ShootingMessageShape, wheres: readonly SQL[]): Promise<void> {
  const { smsSize, smsLimit } = recipientMessage({ ...shape, contactCode: EXAMPLE_CONTACT_CODE });
  const size: RecipientSize = { smsSize, smsLimit };
  await setRecipientSizes(db, shape.id, size);
  for (const where of wheres) await addMatchingRecipients(db, shape.id, where, size);
}

/**
 * Recipients whose messages depend on their values (DYNAMICS with variables): each one's message composed
 * with the same function the send uses. The rows there are read once and only the sizes that changed are written; the
 * contacts to add are read with their values and inserted with their sizes, so each new row is written once.
 * A handful of statements whatever the count (100,000 recipients: no per-row round trip).
 */
async function addSizedEach(
  db: Db,
  shape: ShootingMessageShape,
  names: readonly string[],
  wheres: readonly SQL[],
): Promise<void> {
  const current = await recipientsToSize(db, shape.id, names);
  await writeRecipientSizes(
    db,
    current
      .map((row) => ({ row, sized: sizeOf(shape, row) }))
      .filter(({ row, sized }) => row.smsSize !== sized.smsSize || row.smsLimit !== sized.smsLimit)
      .map(({ sized }) => sized),
  );
  for (const where of wheres) {
    const added = await contactsToAdd(db, shape.id, where, names);
    await insertSizedRecipients(
      db,
      shape.id,
      added.map((contact) => sizeOf(shape, contact)),
    );
  }
}

/**
 * Inside the save's transaction: sizes the recipients' messages for the saved template, adds the filter's
 * contacts and the explicit ones (the owner's only), removes the explicit removals (last, so a removal wins),
 * and keeps the counters. More than SHOOTING_LIMITS.recipientsPerShooting recipients: 400 `invalidSize`,
 * nothing saved.
 */
export async function resolveRecipients(
  db: Db,
  ownerId: number,
  shape: ShootingMessageShape,
  change: RecipientsChange,
): Promise<{ recipients: number; largeMessages: number }> {
  const wheres: SQL[] = [];
  if (change.filter) {
    const where = recipientsFilterWhere(ownerId, change.filter);
    if (where) wheres.push(where);
  }
  if (change.add.length > 0) wheres.push(ownedContactsWhere(ownerId, change.add));
  const names = variablesOf(shape);
  if (names.length === 0) await addAlike(db, shape, wheres);
  else await addSizedEach(db, shape, names, wheres);
  await removeRecipients(db, shape.id, change.remove);
  const counters = await refreshRecipientCounters(db, shape.id);
  if (counters.recipients > SHOOTING_LIMITS.recipientsPerShooting) {
    throw new AppError(400, [messageKeys.invalidSize]);
  }
  return counters;
}
