import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SmsMessageRow } from '../../db/schema';
import { type SmsGateway, SmsRejectedError } from '../../providers/sms';
import { handlersOf } from './kinds';
import { claimSmsMessage, markSmsFailed, markSmsSent, releaseFailedSms } from './queries';

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
 * One message (decision 032): claims it, hands it to the gateway, records SENT with the provider's id and tells
 * its kind (`onSent`). A message already sent, failed or held by another run is left alone, so running the job
 * again never sends twice. A failed send records its error, gives the claim back and throws, for the queue to
 * try again; a refusal for good, or the last attempt, records FAILED and tells the kind (`onFailed`) instead.
 */
export async function sendQueuedSmsMessage(
  db: Db,
  gateway: SmsGateway,
  id: number,
  log?: FastifyBaseLogger,
): Promise<{ sent: number; failed: number }> {
  const message = await claimSmsMessage(db, id);
  if (!message) return { sent: 0, failed: 0 };
  let providerMessageId: string;
  try {
    ({ providerMessageId } = await gateway.send({ id: message.id, to: message.to, text: message.text }));
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
  // A kind that hears nothing of sent messages (campaigns) needs no transaction: one statement records it.
  if (!handlersOf(message.kind).onSent) await markSmsSent(db, id, gateway.name, providerMessageId);
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

/**
 * The `sms.send` job: its messages, up to SEND_CONCURRENCY at a time (each claim lets one run through). Every
 * one is tried; if any failed and may be tried again, the run throws at the end, and the retry finds the others
 * sent.
 */
export async function sendQueuedSms(
  db: Db,
  gateway: SmsGateway,
  ids: readonly number[],
  log?: FastifyBaseLogger,
  concurrency = SEND_CONCURRENCY,
): Promise<{ sent: number; failed: number }> {
  const done = { sent: 0, failed: 0 };
  let failure: unknown;
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as number;
      try {
        const result = await sendQueuedSmsMessage(db, gateway, id, log);
        done.sent += result.sent;
        done.failed += result.failed;
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  if (failure !== undefined) throw failure;
  return done;
}
