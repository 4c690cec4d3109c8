import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MailMessageRow, mailMessages } from '../../db/schema';
import type { OutgoingMail } from '../../providers/mail';

/**
 * How long a claim keeps other runs off a message. Far longer than a send may take (the SMTP transport gives up
 * within a minute), so only a worker that died mid-send leaves a claim to expire.
 */
const CLAIM_SECONDS = 600;

export type NewMailMessage = Pick<
  MailMessageRow,
  'key' | 'userId' | 'to' | 'subject' | 'text' | 'html' | 'adapter'
>;

/**
 * Stores the messages, one statement for all, leaving out keys stored already (a key twice in one call is stored
 * once): each message's new id, or null for a key seen before.
 */
export async function insertMailMessages(
  db: Db,
  messages: readonly NewMailMessage[],
): Promise<Map<NewMailMessage, number | null>> {
  const rows = await db
    .insert(mailMessages)
    .values([...messages])
    .onConflictDoNothing({ target: mailMessages.key })
    .returning({ id: mailMessages.id, key: mailMessages.key });
  const idOfKey = new Map(rows.map((row) => [row.key, row.id]));
  const ids = new Map<NewMailMessage, number | null>();
  for (const message of messages) {
    ids.set(message, idOfKey.get(message.key) ?? null);
    // The first of two messages with one key took the id; the second is a key seen before.
    idOfKey.delete(message.key);
  }
  return ids;
}

/**
 * Takes the message for one send: only while unsent and unclaimed (or its claim expired), counting the
 * attempt. One statement, so of two runs at once exactly one gets the row; null for the other, and for a message
 * already sent.
 */
export async function claimMailMessage(db: Db, id: number): Promise<OutgoingMail | null> {
  const [row] = await db
    .update(mailMessages)
    .set({ claimedAt: sql`now()`, attempts: sql`${mailMessages.attempts} + 1` })
    .where(
      and(
        eq(mailMessages.id, id),
        isNull(mailMessages.sentAt),
        or(
          isNull(mailMessages.claimedAt),
          lt(mailMessages.claimedAt, sql`now() - make_interval(secs => ${CLAIM_SECONDS})`),
        ),
      ),
    )
    .returning({
      id: mailMessages.id,
      to: mailMessages.to,
      subject: mailMessages.subject,
      text: mailMessages.text,
      html: mailMessages.html,
    });
  return row ?? null;
}

export async function markMailSent(db: Db, id: number, providerMessageId: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({ sentAt: sql`now()`, providerMessageId, lastError: null, claimedAt: null })
    .where(and(eq(mailMessages.id, id), isNull(mailMessages.sentAt)));
}

/** Records why the send failed and lets the next run claim the message. */
export async function releaseFailedMail(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({ lastError: error, claimedAt: null })
    .where(and(eq(mailMessages.id, id), isNull(mailMessages.sentAt)));
}

/**
 * Unsent messages created before `before` that nobody holds (never claimed, failed and released, or a claim
 * expired by `now`) and that have been tried fewer than `maxAttempts` times: what the sweep queues again.
 */
export async function findStrandedMailIds(
  db: Db,
  options: { now: Date; before: Date; maxAttempts: number; limit: number },
): Promise<number[]> {
  const claimExpired = new Date(options.now.getTime() - CLAIM_SECONDS * 1000);
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        isNull(mailMessages.sentAt),
        lt(mailMessages.createdAt, options.before),
        lt(mailMessages.attempts, options.maxAttempts),
        or(isNull(mailMessages.claimedAt), lt(mailMessages.claimedAt, claimExpired)),
      ),
    )
    .orderBy(mailMessages.id)
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/** The newest messages first, for the development outbox page. */
export async function listNewestMail(db: Db, limit: number): Promise<MailMessageRow[]> {
  return db
    .select()
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}
