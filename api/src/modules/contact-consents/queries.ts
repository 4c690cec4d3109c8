import { type ContactStatus, SMS_LIMITS } from '@atalho/sdk/schemas/sms';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  contactConsents,
  contacts,
  creditEntries,
  smsConfigs,
  smsInbound,
  smsMessages,
} from '../../db/schema';
import { intArray } from '../../db/sql-arrays';
import { countedStatuses } from '../credits/queries';

const c = contacts;

export async function findBusiness(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ business: smsConfigs.business })
    .from(smsConfigs)
    .where(eq(smsConfigs.userId, userId))
    .limit(1);
  return row?.business ?? null;
}

/** The business a contact's code belongs to (the public opt-in and opt-out pages), or null. */
export async function findBusinessOfCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ business: smsConfigs.business })
    .from(c)
    .innerJoin(smsConfigs, eq(smsConfigs.userId, c.userId))
    .where(eq(c.code, code))
    .limit(1);
  return row?.business ?? null;
}

/** The owner's contact, locked until the transaction ends. */
export async function lockOwnedContact(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: c.id, status: c.status, number: c.number, code: c.code })
    .from(c)
    .where(and(eq(c.id, id), eq(c.userId, userId)))
    .for('update');
  return row ?? null;
}

/** A contact by its public code, locked: wrong-digit tries on one code are counted one after another. */
export async function lockContactByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      id: c.id,
      userId: c.userId,
      status: c.status,
      number: c.number,
      locked: sql<boolean>`coalesce(${c.optLockedUntil} > now(), false)`,
      business: smsConfigs.business,
    })
    .from(c)
    .leftJoin(smsConfigs, eq(smsConfigs.userId, c.userId))
    .where(eq(c.code, code))
    .for('update', { of: c });
  return row ?? null;
}

/**
 * One more wrong try on a code; the last one allowed locks the code for an hour and starts the count again.
 * Answers whether the code is now locked.
 */
export async function recordOptFailure(db: Db, contactId: number): Promise<boolean> {
  const limit = SMS_LIMITS.optAttemptsPerCode;
  const [row] = await db
    .update(c)
    .set({
      optFailures: sql`case when ${c.optFailures} + 1 >= ${limit} then 0 else ${c.optFailures} + 1 end`,
      optLockedUntil: sql`case when ${c.optFailures} + 1 >= ${limit} then now() + interval '1 hour' else null end`,
    })
    .where(eq(c.id, contactId))
    .returning({ locked: sql<boolean>`${c.optLockedUntil} is not null` });
  return row?.locked === true;
}

export async function countContactsIn(db: Db, userId: number, status: ContactStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.status, status)));
  return row?.total ?? 0;
}

/** Links each consent row to the SMS it asked for, in the transaction that wrote both (one statement). */
export async function linkConsentsToMessages(
  db: Db,
  links: readonly { consentId: number; smsMessageId: number }[],
): Promise<void> {
  const CHUNK = 10_000;
  for (let start = 0; start < links.length; start += CHUNK) {
    const part = links.slice(start, start + CHUNK);
    await db.execute(sql`
      update ${contactConsents} set sms_message_id = link.sms_message_id
      from unnest(${intArray(part.map((l) => l.consentId))}, ${intArray(part.map((l) => l.smsMessageId))})
        as link(consent_id, sms_message_id)
      where ${contactConsents.id} = link.consent_id`);
  }
}

/**
 * Gives `amount` centavos back to the entries the debits spent, the most recently spent first (debits take
 * the oldest first, so this undoes the last spending), never past an entry's total. Answers what was given.
 */
export async function giveCreditsBack(db: Db, userId: number, amount: number): Promise<number> {
  const e = creditEntries;
  const statuses = `{${countedStatuses.join(',')}}`;
  const result = await db.execute(sql`
    with locked as (
      select ${e.id} as id, ${e.total} - ${e.remaining} as room, ${e.createdAt} as created_at from ${e}
      where ${e.userId} = ${userId} and ${e.status} = any(${statuses}::text[]) and ${e.remaining} < ${e.total}
      for update
    ), ranked as (
      select id, room, sum(room) over (order by created_at desc, id desc) as reach from locked
    ), given as (
      select id, least(room, ${amount} - (reach - room)) as back from ranked where reach - room < ${amount}
    )
    update ${e} set remaining = ${e.remaining} + given.back from given where ${e.id} = given.id
    returning given.back`);
  return rowsOf<{ back: number }>(result).reduce((total, row) => total + Number(row.back), 0);
}

/** Every contact with this number, of any owner, grouped by owner. */
export async function contactsWithNumber(db: Db, number: string) {
  return db
    .select({ id: c.id, userId: c.userId })
    .from(c)
    .where(eq(c.number, number))
    .orderBy(c.userId, c.id);
}

export async function findOwnedContactId(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, id), eq(c.userId, userId)))
    .limit(1);
  return row !== undefined;
}

const cc = contactConsents;

/**
 * The SMS text of a consent row: the message sent (the request) or, for a reply, the message received
 * (`sms_message_id` holds the `sms_inbound` id when the source is REPLY).
 */
const messageText = sql<string | null>`case when ${cc.source} = 'REPLY'
  then (select ${smsInbound.text} from ${smsInbound} where ${smsInbound.id} = ${cc.smsMessageId})
  else (select ${smsMessages.text} from ${smsMessages} where ${smsMessages.id} = ${cc.smsMessageId}) end`;

const consentColumns = {
  id: cc.id,
  from: cc.fromStatus,
  to: cc.toStatus,
  source: cc.source,
  number: cc.number,
  business: cc.business,
  ip: cc.ip,
  userAgent: cc.userAgent,
  message: messageText,
  createdAt: cc.createdAt,
};

export type ConsentRow = Awaited<ReturnType<typeof listConsentRows>>[number];

/** One page of a contact's consent rows, newest first (the owner's contact only). */
export async function listConsentRows(
  db: Db,
  userId: number,
  contactId: number,
  paging: { page: number; size: number },
) {
  return db
    .select(consentColumns)
    .from(cc)
    .where(and(eq(cc.contactId, contactId), eq(cc.userId, userId)))
    .orderBy(desc(cc.createdAt), desc(cc.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
}

export async function countConsentRows(db: Db, userId: number, contactId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cc)
    .where(and(eq(cc.contactId, contactId), eq(cc.userId, userId)));
  return row?.total ?? 0;
}

/** Every consent row of a contact, newest first (a contact has a handful; the export reads them at once). */
export async function allConsentRows(db: Db, userId: number, contactId: number) {
  return db
    .select(consentColumns)
    .from(cc)
    .where(and(eq(cc.contactId, contactId), eq(cc.userId, userId)))
    .orderBy(desc(cc.createdAt), desc(cc.id));
}

/**
 * The only contacts a campaign may send to (spec 002 §4): the owner's among `ids` that are OPT_IN now. Part 2
 * (campaigns) must pick its recipients through this (or `optedInCondition`), in the transaction that queues.
 */
export async function optedInContactIds(db: Db, userId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.userId, userId), sql`${c.id} = any(${intArray(ids)})`, optedInCondition))
    .orderBy(c.id);
  return rows.map((row) => row.id);
}

/** The WHERE condition of a contact that may receive a campaign. */
export const optedInCondition = sql`${c.status} = 'OPT_IN'`;
