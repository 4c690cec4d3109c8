import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsMessageRow } from '../../db/schema';
import { retryOnDeadlock } from '../../db/sql-state';
import { type SmsGateway, SmsRejectedError } from '../../providers/sms';
import { handlersOf } from './kinds';
import {
  type ClaimedSms,
  claimSmsMessages,
  markSmsFailed,
  markSmsSent,
  markSmsSentMany,
  releaseFailedSms,
} from './queries';

export const SMS_SEND_JOB = 'sms.send';

/**
 * Sends a message gets before it is failed: the first run and the queue's 5 retries (after 1, 2, 4, 8 and 16
 * minutes); on the in-process queue, which does not retry, the sweep's runs count the same.
 */
export const MAX_SMS_ATTEMPTS = 6;

/** What `last_error` keeps of a failure: enough to read, never a whole answer. */
const MAX_ERROR_LENGTH = 1000;

export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * The message has left the queue for good: its kind hears it in the transaction that records it. A handler
 * that throws undoes its own work only: the status is then written without it (logged), because a message
 * the gateway took must never look queued again, or the sweep would send it twice.
 */
export async function recordSmsOutcome(
  db: Db,
  record: (db: Db) => Promise<SmsMessageRow | null>,
  hear: (row: SmsMessageRow) => ((db: Db, row: SmsMessageRow) => Promise<void>) | undefined,
  log?: FastifyBaseLogger,
): Promise<SmsMessageRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const row = await record(tx);
      const handler = row && hear(row);
      if (row && handler) await handler(tx, row);
      return row;
    });
  } catch (error) {
    log?.error({ err: error }, 'sms: a kind handler failed; the status is recorded without it');
    return record(db);
  }
}

/**
 * Gateway acceptances of kinds that hear nothing of sends (campaigns), recorded SENT a group at a time: one
 * statement per RECORD_GROUP messages or per RECORD_WAIT_MS, whichever comes first. The group is the window a
 * crash can leave: a message the gateway took and no statement recorded yet is sent again once its claim
 * expires (decision 034), so it stays small.
 */
const RECORD_GROUP = 100;
const RECORD_WAIT_MS = 50;

class SentGroups {
  private pending: { id: number; providerMessageId: string }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly writes = new Set<Promise<void>>();
  private failure: unknown;

  constructor(
    private readonly db: Db,
    private readonly adapter: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  add(id: number, providerMessageId: string): void {
    this.pending.push({ id, providerMessageId });
    if (this.pending.length >= RECORD_GROUP) this.write();
    else this.timer ??= setTimeout(() => this.write(), RECORD_WAIT_MS);
  }

  /** Every group written; throws the first failure (its messages stay claimed, as after a crash). */
  async close(): Promise<void> {
    this.write();
    while (this.writes.size > 0) await Promise.all(this.writes);
    if (this.failure !== undefined) throw this.failure;
  }

  private write(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    const writing: Promise<void> = retryOnDeadlock(() => markSmsSentMany(this.db, this.adapter, group))
      .catch((error: unknown) => {
        this.failure ??= error;
        this.log?.error(
          { err: error, smsIds: group.map((row) => row.id) },
          'sms: sent messages not recorded',
        );
      })
      .finally(() => this.writes.delete(writing));
    this.writes.add(writing);
  }
}

/**
 * One claimed message (decision 032): hands it to the gateway, records SENT with the provider's id and tells its
 * kind (`onSent`); a kind that hears nothing of sends joins the run's next group instead. A failed send records
 * its error, gives the claim back and throws, for the queue to try again; a refusal for good, or the last
 * attempt, records FAILED and tells the kind (`onFailed`) instead.
 */
async function sendClaimedSms(
  db: Db,
  gateway: SmsGateway,
  message: ClaimedSms,
  groups: SentGroups,
  log?: FastifyBaseLogger,
): Promise<{ sent: number; failed: number }> {
  const { id } = message;
  let providerMessageId: string;
  try {
    ({ providerMessageId } = await gateway.send({ id, to: message.to, text: message.text }));
  } catch (error) {
    const reason = describeError(error);
    if (error instanceof SmsRejectedError || message.attempts >= MAX_SMS_ATTEMPTS) {
      await recordSmsOutcome(
        db,
        (tx) => markSmsFailed(tx, id, reason),
        (row) => handlersOf(row.kind).onFailed,
        log,
      );
      return { sent: 0, failed: 1 };
    }
    await releaseFailedSms(db, id, reason);
    throw error;
  }
  if (!handlersOf(message.kind).onSent) groups.add(id, providerMessageId);
  else
    await recordSmsOutcome(
      db,
      (tx) => markSmsSent(tx, id, gateway.name, providerMessageId),
      (row) => handlersOf(row.kind).onSent,
      log,
    );
  return { sent: 1, failed: 0 };
}

/**
 * Messages one job run has in flight at once: a send is mostly waiting for the gateway's answer, and a campaign
 * hands thousands over (decision 034). Each holds a database connection only to claim and to record.
 */
export const SEND_CONCURRENCY = 32;

/** Messages claimed by one statement: a run holds at most this many more than it has in flight. */
const CLAIM_CHUNK = 200;

/** The run's messages claimed a chunk at a time as its senders need them; undefined once none is left. */
function claimInChunks(db: Db, ids: readonly number[]): () => Promise<ClaimedSms | undefined> {
  const claimed: ClaimedSms[] = [];
  let cursor = 0;
  let claiming: Promise<void> | undefined;
  const claimNext = async () => {
    const chunk = ids.slice(cursor, cursor + CLAIM_CHUNK);
    cursor += CLAIM_CHUNK;
    claimed.push(...(await claimSmsMessages(db, chunk)));
  };
  return async () => {
    while (claimed.length === 0 && cursor < ids.length) {
      claiming ??= claimNext().finally(() => {
        claiming = undefined;
      });
      await claiming;
    }
    return claimed.shift();
  };
}

/**
 * The `sms.send` job: its messages, up to `concurrency` at a time. A message already sent, failed or held by
 * another run is left alone, so running the job again never sends twice. Every one is tried; if any failed and
 * may be tried again, the run throws at the end, and the retry finds the others sent.
 */
export async function sendQueuedSms(
  db: Db,
  gateway: SmsGateway,
  ids: readonly number[],
  log?: FastifyBaseLogger,
  concurrency = SEND_CONCURRENCY,
): Promise<{ sent: number; failed: number }> {
  const done = { sent: 0, failed: 0 };
  const next = claimInChunks(db, ids);
  const groups = new SentGroups(db, gateway.name, log);
  let failure: unknown;
  const worker = async () => {
    try {
      for (let message = await next(); message; message = await next()) {
        try {
          const result = await sendClaimedSms(db, gateway, message, groups, log);
          done.sent += result.sent;
          done.failed += result.failed;
        } catch (error) {
          failure ??= error;
        }
      }
    } catch (error) {
      failure ??= error;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  try {
    await groups.close();
  } catch (error) {
    failure ??= error;
  }
  if (failure !== undefined) throw failure;
  return done;
}
