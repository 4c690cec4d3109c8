import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SmsMessageRow, smsInbound, smsMessages } from '../../db/schema';
import { intArray } from '../../db/sql-arrays';
import type { InboundSms, OutgoingSms } from '../../providers/sms';

/**
 * How long a claim keeps other runs off a message. Far longer than a send may take (the Zenvia adapter gives up
 * within 15 s), so only a worker that died mid-send leaves a claim to expire.
 */
export const CLAIM_SECONDS = 600;

export type NewSmsMessage = Pick<
  SmsMessageRow,
  'key' | 'kind' | 'userId' | 'contactId' | 'to' | 'text' | 'segments' | 'encoding' | 'adapter'
>;

/**
 * Stores the messages, one statement for all, leaving out keys stored already: the ids it inserted, then every
 * row of those keys (the new ones and the ones found).
 */
export async function insertSmsMessages(
  db: Db,
  messages: readonly NewSmsMessage[],
): Promise<{ inserted: number[]; rows: SmsMessageRow[] }> {
  const inserted = await db
    .insert(smsMessages)
    .values([...messages])
    .onConflictDoNothing({ target: smsMessages.key })
    .returning({ id: smsMessages.id });
  const rows = await db
    .select()
    .from(smsMessages)
    .where(
      inArray(
        smsMessages.key,
        messages.map((message) => message.key),
      ),
    );
  return { inserted: inserted.map((row) => row.id), rows };
}

const claimAvailable = () =>
  or(
    isNull(smsMessages.claimedAt),
    lt(smsMessages.claimedAt, sql`now() - make_interval(secs => ${CLAIM_SECONDS})`),
  );

export type ClaimedSms = OutgoingSms & { attempts: number; kind: SmsMessageRow['kind'] };

/**
 * Takes messages for one send: those still queued and unclaimed (or whose claim expired), counting an attempt
 * on each. One statement, so of two runs at once exactly one gets each row; messages already sent or failed,
 * or held by another run, are not returned.
 */
export async function claimSmsMessages(db: Db, ids: readonly number[]): Promise<ClaimedSms[]> {
  if (ids.length === 0) return [];
  return db
    .update(smsMessages)
    .set({ claimedAt: sql`now()`, attempts: sql`${smsMessages.attempts} + 1` })
    .where(
      and(sql`${smsMessages.id} = any(${intArray(ids)})`, eq(smsMessages.status, 'QUEUED'), claimAvailable()),
    )
    .returning({
      id: smsMessages.id,
      to: smsMessages.to,
      text: smsMessages.text,
      attempts: smsMessages.attempts,
      kind: smsMessages.kind,
    });
}

/** Records the gateway's acceptance of several messages in one statement (those still queued). */
export async function markSmsSentMany(
  db: Db,
  adapter: string,
  sent: readonly { id: number; providerMessageId: string }[],
): Promise<void> {
  if (sent.length === 0) return;
  await db.execute(sql`update ${smsMessages}
    set status = 'SENT', sent_at = now(), adapter = ${adapter}, provider_message_id = v.provider_message_id,
      last_error = null, claimed_at = null
    from jsonb_to_recordset(${JSON.stringify(sent.map((row) => ({ id: row.id, provider_message_id: row.providerMessageId })))}::jsonb)
      as v(id int, provider_message_id text)
    where ${smsMessages.id} = v.id and ${smsMessages.status} = 'QUEUED'`);
}

/** Records the gateway's acceptance; the row (once) or null when it was no longer queued. */
export async function markSmsSent(
  db: Db,
  id: number,
  adapter: string,
  providerMessageId: string,
): Promise<SmsMessageRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({
      status: 'SENT',
      sentAt: sql`now()`,
      adapter,
      providerMessageId,
      lastError: null,
      claimedAt: null,
    })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'QUEUED')))
    .returning();
  return row ?? null;
}

/** Gives up on a queued message: the row (once) or null when it had already left the queue. */
export async function markSmsFailed(db: Db, id: number, error: string): Promise<SmsMessageRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ status: 'FAILED', lastError: error, claimedAt: null })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'QUEUED')))
    .returning();
  return row ?? null;
}

/** Records why the send failed and lets the next run claim the message. */
export async function releaseFailedSms(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(smsMessages)
    .set({ lastError: error, claimedAt: null })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'QUEUED')));
}

/**
 * Queued messages created before `before` that nobody holds (never claimed, released, or a claim expired by
 * `now`): those tried fewer than `maxAttempts` times are queued again (`retry`), the others are given up
 * (`spent`: a worker died on their last attempt).
 */
export async function findStrandedSms(
  db: Db,
  options: { now: Date; before: Date; maxAttempts: number; limit: number },
): Promise<{ retry: number[]; spent: number[] }> {
  const claimExpired = new Date(options.now.getTime() - CLAIM_SECONDS * 1000);
  const rows = await db
    .select({ id: smsMessages.id, attempts: smsMessages.attempts })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.status, 'QUEUED'),
        lt(smsMessages.createdAt, options.before),
        or(isNull(smsMessages.claimedAt), lt(smsMessages.claimedAt, claimExpired)),
      ),
    )
    .orderBy(smsMessages.id)
    .limit(options.limit);
  return {
    retry: rows.filter((row) => row.attempts < options.maxAttempts).map((row) => row.id),
    spent: rows.filter((row) => row.attempts >= options.maxAttempts).map((row) => row.id),
  };
}

/** Gives up on a spent message the sweep found, unless a run claimed it meanwhile. */
export async function failSpentSms(
  db: Db,
  id: number,
  maxAttempts: number,
  error: string,
): Promise<SmsMessageRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ status: 'FAILED', lastError: sql`coalesce(${smsMessages.lastError}, ${error})`, claimedAt: null })
    .where(
      and(
        eq(smsMessages.id, id),
        eq(smsMessages.status, 'QUEUED'),
        gte(smsMessages.attempts, maxAttempts),
        claimAvailable(),
      ),
    )
    .returning();
  return row ?? null;
}

/** A receipt: a sent message was delivered (from SENT only; a failed one stays failed). */
export async function markSmsDelivered(
  db: Db,
  adapter: string,
  providerMessageId: string,
  at: Date,
): Promise<SmsMessageRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ status: 'DELIVERED', deliveredAt: at })
    .where(
      and(
        eq(smsMessages.adapter, adapter),
        eq(smsMessages.providerMessageId, providerMessageId),
        eq(smsMessages.status, 'SENT'),
      ),
    )
    .returning();
  return row ?? null;
}

/** A receipt: the gateway could not deliver a sent message. The row once, so its kind hears it once. */
export async function markSentSmsFailed(
  db: Db,
  adapter: string,
  providerMessageId: string,
  reason: string,
): Promise<SmsMessageRow | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ status: 'FAILED', lastError: reason })
    .where(
      and(
        eq(smsMessages.adapter, adapter),
        eq(smsMessages.providerMessageId, providerMessageId),
        eq(smsMessages.status, 'SENT'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Stores a reply once per adapter and provider id: its new id, or null when it was stored before. */
export async function insertInboundSms(db: Db, adapter: string, inbound: InboundSms): Promise<number | null> {
  const [row] = await db
    .insert(smsInbound)
    .values({
      adapter,
      providerMessageId: inbound.providerMessageId,
      from: inbound.from,
      to: inbound.to,
      text: inbound.text,
      receivedAt: inbound.receivedAt,
    })
    .onConflictDoNothing({ target: [smsInbound.adapter, smsInbound.providerMessageId] })
    .returning({ id: smsInbound.id });
  return row?.id ?? null;
}

/** The newest messages first, for the development outbox page; `to` keeps one number's. */
export async function listNewestSms(
  db: Db,
  options: { limit: number; to?: string | undefined },
): Promise<SmsMessageRow[]> {
  return db
    .select()
    .from(smsMessages)
    .where(options.to ? eq(smsMessages.to, options.to) : undefined)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(options.limit);
}

export async function findSmsMessage(db: Db, id: number): Promise<SmsMessageRow | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row ?? null;
}
