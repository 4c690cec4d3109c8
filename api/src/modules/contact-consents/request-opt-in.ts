import { messageKeys } from '@atalho/sdk/schemas';
import {
  optInMessage,
  optInRequestableStatuses,
  SMS_OPT_IN_PRICE_CENTAVOS,
  smsMessageKeys,
} from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { debitCredits } from '../credits';
import { queueSms } from '../sms-messages';
import { type MovedContact, moveContacts } from './move-contacts';
import { countContactsIn, findBusiness, linkConsentsToMessages, lockOwnedContact } from './queries';

/** The opt-in page of a contact's code, as its SMS carries it. */
export function optInLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/i/${code}`;
}

async function businessOrThrow(db: Db, userId: number): Promise<string> {
  const business = await findBusiness(db, userId);
  if (business === null) throw new AppError(400, [smsMessageKeys.businessRequired]);
  return business;
}

/** Queues each moved contact's request SMS and links its consent row to it. */
async function queueRequests(
  db: Db,
  userId: number,
  business: string,
  publicUrl: string,
  moved: readonly MovedContact[],
): Promise<void> {
  const rows = await queueSms(
    db,
    moved.map((contact) => ({
      key: `opt-in:${contact.id}:${contact.consentId}`,
      kind: 'OPT_IN_REQUEST' as const,
      userId,
      contactId: contact.id,
      to: contact.number,
      text: optInMessage(business, optInLink(publicUrl, contact.code)),
    })),
  );
  const messageOf = new Map(rows.map((row) => [row.contactId, row.id]));
  await linkConsentsToMessages(
    db,
    moved.flatMap((contact) => {
      const smsMessageId = messageOf.get(contact.id);
      return smsMessageId === undefined ? [] : [{ consentId: contact.consentId, smsMessageId }];
    }),
  );
}

/**
 * PATCH /contacts/{id}/opt-in-request: one contact to OPT_IN_REQUIRED, its R$ 0,30 debited and its request SMS
 * queued, all in one transaction (402 `insufient.credits` changes nothing). Answers the contact's id.
 */
export async function requestOptIn(
  db: Db,
  publicUrl: string,
  userId: number,
  contactId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await businessOrThrow(tx, userId);
    const contact = await lockOwnedContact(tx, userId, contactId);
    if (!contact) throw notFound();
    if (!optInRequestableStatuses.includes(contact.status)) throw new AppError(409, [messageKeys.conflict]);
    const moved = await moveContacts(tx, {
      userId,
      contactIds: [contactId],
      to: 'OPT_IN_REQUIRED',
      source: 'OWNER',
      from: optInRequestableStatuses,
      business,
    });
    const [one] = moved;
    if (!one) throw new AppError(409, [messageKeys.conflict]);
    await debitCredits(tx, userId, SMS_OPT_IN_PRICE_CENTAVOS, `sms-opt-in:${one.id}:${one.consentId}`);
    await queueRequests(tx, userId, business, publicUrl, moved);
  });
}

/**
 * PATCH /contacts/opt-in-request: every SAVED contact of the owner at once, set-based (one move, one debit of
 * N × R$ 0,30, the SMS inserted a thousand per statement). With `count`, a different number of SAVED contacts
 * answers 409 and nothing changes; short credits answer 402 and nothing changes.
 */
export async function requestOptInForAll(
  db: Db,
  publicUrl: string,
  userId: number,
  confirmed: number | undefined,
): Promise<{ requested: number; costCentavos: number }> {
  return db.transaction(async (tx) => {
    const business = await businessOrThrow(tx, userId);
    if (confirmed !== undefined && (await countContactsIn(tx, userId, 'SAVED')) !== confirmed)
      throw new AppError(409, [smsMessageKeys.countChanged]);
    const moved = await moveContacts(tx, {
      userId,
      contactIds: 'all',
      to: 'OPT_IN_REQUIRED',
      source: 'OWNER',
      from: ['SAVED'],
      business,
    });
    // A contact saved between the count and the move would be charged unconfirmed.
    if (confirmed !== undefined && moved.length !== confirmed)
      throw new AppError(409, [smsMessageKeys.countChanged]);
    if (moved.length === 0) return { requested: 0, costCentavos: 0 };
    const costCentavos = moved.length * SMS_OPT_IN_PRICE_CENTAVOS;
    const first = moved.reduce(
      (least, contact) => Math.min(least, contact.consentId),
      Number.MAX_SAFE_INTEGER,
    );
    await debitCredits(tx, userId, costCentavos, `sms-opt-in-all:${first}`);
    await queueRequests(tx, userId, business, publicUrl, moved);
    return { requested: moved.length, costCentavos };
  });
}
