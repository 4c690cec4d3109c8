import type { ContactStatus } from '@atalho/sdk/schemas/sms';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  contactProperties,
  onlineAddresses,
  type SmsShootingRow,
  smsShootingContacts,
  smsShootingLinks,
  smsShootings,
} from '../../db/schema';
import { intArray } from '../../db/sql-arrays';

/**
 * The statements of the send (decision 034): the start, the batches, the scheduler and the refunds. Kept
 * apart from the editing's queries; the same tables.
 */

const s = smsShootings;
const r = smsShootingContacts;

/**
 * At the start: every waiting recipient that is not OPT_IN now is SKIPPED (never charged, never sent); answers
 * how many still wait, the OPT_IN ones the start pays for.
 */
export async function skipNotOptedIn(db: Db, shootingId: number): Promise<number> {
  await db.execute(sql`update ${r} set state = 'SKIPPED', updated_at = now() from contacts c
    where c.id = ${r.contactId} and ${r.shootingId} = ${shootingId} and ${r.state} = 'WAITING'
      and not ${r.deleted} and c.status <> 'OPT_IN'`);
  const [row] = rowsOf<{ waiting: number }>(
    await db.execute(sql`select count(*)::int as waiting from ${r}
      where ${r.shootingId} = ${shootingId} and ${r.state} = 'WAITING' and not ${r.deleted}`),
  );
  return Number(row?.waiting ?? 0);
}

export async function markShootingProcessing(
  db: Db,
  id: number,
  debited: number,
  now: Date,
): Promise<SmsShootingRow> {
  const [row] = await db
    .update(s)
    .set({
      status: 'PROCESSING',
      dateTimeSend: now,
      failureReason: null,
      costDebited: sql`${s.costDebited} + ${debited}`,
      updatedAt: sql`now()`,
    })
    .where(eq(s.id, id))
    .returning();
  if (!row) throw new Error(`shooting ${id} vanished under its lock`);
  return row;
}

/** A scheduled start that could not happen: FAILURE with why, unless it is no longer SCHEDULED. */
export async function markScheduledFailure(db: Db, id: number, reason: string): Promise<boolean> {
  const rows = await db
    .update(s)
    .set({ status: 'FAILURE', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(s.id, id), eq(s.status, 'SCHEDULED')))
    .returning({ id: s.id });
  return rows.length > 0;
}

/** Scheduled shootings whose time has come, the oldest schedule first. */
export async function findDueShootings(db: Db, now: Date, limit: number) {
  return db
    .select({ id: s.id, userId: s.userId })
    .from(s)
    .where(and(eq(s.status, 'SCHEDULED'), lte(s.dateTimeScheduled, now)))
    .orderBy(s.dateTimeScheduled, s.id)
    .limit(limit);
}

/**
 * Shootings PROCESSING with recipients still waiting and no batch for `idleSeconds` (by the database's clock,
 * which wrote `updated_at`): their send job was lost. Null: every one.
 */
export async function findStalledShootings(
  db: Db,
  idleSeconds: number | null,
  limit: number,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select ${s.id} as id from ${s} where ${s.status} = 'PROCESSING'
      ${idleSeconds === null ? sql`` : sql`and ${s.updatedAt} < now() - make_interval(secs => ${idleSeconds})`}
      and exists (select 1 from ${r} where ${r.shootingId} = ${s.id} and ${r.state} = 'WAITING' and not ${r.deleted})
      order by ${s.id} limit ${limit}`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Opens a batch: the shooting, if still PROCESSING, row-locked until the batch commits (so batches of one
 * shooting, from any instance, run one after another) and its time of progress recorded.
 */
export async function lockProcessingShooting(db: Db, id: number): Promise<SmsShootingRow | null> {
  const [row] = await db
    .update(s)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(s.id, id), eq(s.status, 'PROCESSING')))
    .returning();
  return row ?? null;
}

/** The codes of the shooting's short links: each recipient gets `{shortUrl}/{contactCode}`. */
export async function linkedCodes(db: Db, shootingId: number): Promise<string[]> {
  const rows = await db
    .select({ code: onlineAddresses.code })
    .from(smsShootingLinks)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, smsShootingLinks.onlineAddressId))
    .where(and(eq(smsShootingLinks.shootingId, shootingId), eq(smsShootingLinks.deleted, false)));
  return rows.map((row) => row.code);
}

export interface WaitingRecipient {
  id: number;
  contactId: number;
  number: string;
  code: string;
  status: ContactStatus;
}

/**
 * The next waiting recipients in id order, locked for this batch, with their contacts read as they are now
 * and share-locked: an opt-out being written waits for the batch (or the batch for it), so a contact is never
 * queued on a status that was already changed.
 */
export async function lockWaitingRecipients(
  db: Db,
  shootingId: number,
  limit: number,
): Promise<WaitingRecipient[]> {
  const rows = rowsOf<{
    id: number;
    contact_id: number;
    number: string;
    code: string;
    status: ContactStatus;
  }>(
    await db.execute(sql`select r.id, r.contact_id, c.number, c.code, c.status
      from ${r} r join contacts c on c.id = r.contact_id
      where r.shooting_id = ${shootingId} and r.state = 'WAITING' and not r.deleted
      order by r.id limit ${limit}
      for update of r skip locked for share of c`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    contactId: Number(row.contact_id),
    number: row.number,
    code: row.code,
    status: row.status,
  }));
}

/** The named properties of these contacts, by contact. */
export async function propertiesOf(
  db: Db,
  contactIds: readonly number[],
  names: readonly string[],
): Promise<Map<number, Record<string, string>>> {
  const byContact = new Map<number, Record<string, string>>();
  if (contactIds.length === 0 || names.length === 0) return byContact;
  const rows = await db
    .select({
      contactId: contactProperties.contactId,
      name: contactProperties.name,
      value: contactProperties.value,
    })
    .from(contactProperties)
    .where(
      and(
        sql`${contactProperties.contactId} = any(${intArray(contactIds)})`,
        inArray(contactProperties.name, [...names]),
      ),
    );
  for (const row of rows) {
    const values = byContact.get(row.contactId) ?? {};
    values[row.name] = row.value;
    byContact.set(row.contactId, values);
  }
  return byContact;
}

export async function markRecipientsQueued(
  db: Db,
  queued: readonly { recipientId: number; smsMessageId: number }[],
): Promise<void> {
  if (queued.length === 0) return;
  await db.execute(sql`update ${r} set state = 'QUEUED', sms_message_id = q.message_id, updated_at = now()
    from unnest(${intArray(queued.map((q) => q.recipientId))}, ${intArray(queued.map((q) => q.smsMessageId))})
      as q(recipient_id, message_id)
    where ${r.id} = q.recipient_id`);
}

export async function markRecipientsSkipped(db: Db, recipientIds: readonly number[]): Promise<void> {
  if (recipientIds.length === 0) return;
  await db.execute(sql`update ${r} set state = 'SKIPPED', updated_at = now()
    where ${r.id} = any(${intArray(recipientIds)})`);
}

export async function addRefunded(db: Db, shootingId: number, centavos: number): Promise<void> {
  await db
    .update(s)
    .set({ costRefunded: sql`${s.costRefunded} + ${centavos}` })
    .where(eq(s.id, shootingId));
}

/**
 * SENT once no recipient waits. Run after a batch commits, in a statement of its own: of two instances
 * finishing the last batches at once, the later one sees the other's commit.
 */
export async function finishIfDone(db: Db, shootingId: number): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`update ${s} set status = 'SENT', updated_at = now()
      where ${s.id} = ${shootingId} and ${s.status} = 'PROCESSING'
        and not exists (select 1 from ${r} where ${r.shootingId} = ${shootingId} and ${r.state} = 'WAITING' and not ${r.deleted})
      returning ${s.id}`),
  );
  return rows.length > 0;
}

/**
 * The recipient of a SHOOTING message the gateway failed, moved to FAILED once: answers its shooting and
 * owner the first time, null after (or for a message no recipient holds).
 */
export async function failRecipientOfMessage(
  db: Db,
  smsMessageId: number,
): Promise<{ shootingId: number; userId: number } | null> {
  const [row] = rowsOf<{ shooting_id: number; user_id: number }>(
    await db.execute(sql`update ${r} set state = 'FAILED', updated_at = now() from ${s}
      where ${r.smsMessageId} = ${smsMessageId} and ${r.state} <> 'FAILED' and ${s.id} = ${r.shootingId}
      returning ${r.shootingId} as shooting_id, ${s.userId} as user_id`),
  );
  return row ? { shootingId: Number(row.shooting_id), userId: Number(row.user_id) } : null;
}
