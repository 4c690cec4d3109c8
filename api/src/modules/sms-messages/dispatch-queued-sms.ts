import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { SMS_SEND_JOB, sendQueuedSms } from './send-sms';

/**
 * Tells this process's app that messages were stored, once the statement's transaction commits: PostgreSQL
 * (and PGlite) deliver a NOTIFY only on commit and drop it on rollback. `queueSms` runs inside the caller's
 * transaction (the opt-in request debits credit and stores its messages together), so the job must not be
 * queued before that transaction is over, and not at all if it rolls back.
 */
export const SMS_QUEUED_CHANNEL = 'sms_queued';

/**
 * The ids each notification stands for, kept in the process that stored them: only that process queues the
 * job (every instance hears every notification). Rolled-back tokens never arrive; they are dropped after a while.
 */
const pending = new Map<string, { ids: number[]; at: number }>();
const PENDING_TTL_MS = 10 * 60_000;

export async function announceQueuedSms(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = Date.now();
  for (const [token, entry] of pending) if (now - entry.at > PENDING_TTL_MS) pending.delete(token);
  const token = randomUUID();
  pending.set(token, { ids: [...ids], at: now });
  await db.execute(sql`select pg_notify(${SMS_QUEUED_CHANNEL}, ${token})`);
}

/**
 * Has the stored messages sent: through the queue (one job for them all), or here and now on an instance that
 * runs no jobs (JOBS=off), where nothing else would. A message not handed on stays queued, and the sweep
 * queues it again.
 */
export async function deliverStoredSms(app: FastifyInstance, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    // In the API's own process (JOBS=off) one at a time: no burst of 32 on the pool that serves requests.
    if (app.jobs.kind === 'off') await sendQueuedSms(app.db, app.providers.sms, ids, app.log, 1);
    else await app.jobs.enqueue(SMS_SEND_JOB, { ids: [...ids] });
  } catch (error) {
    app.log.warn({ err: error, smsIds: ids }, 'sms not sent yet: a retry or the sweep will take it');
  }
}

/** At most this many ids per job: the job's data schema bounds it. */
export const MAX_IDS_PER_JOB = 1000;

/**
 * Listens for the commits of this process's `queueSms` calls and queues what committed in one event-loop turn
 * as one job. A notification lost while the listening connection was down leaves its messages to the sweep.
 */
export async function listenForQueuedSms(app: FastifyInstance): Promise<void> {
  let batch: number[] | undefined;
  const flush = () => {
    const ids = batch ?? [];
    batch = undefined;
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_JOB)
      void deliverStoredSms(app, ids.slice(start, start + MAX_IDS_PER_JOB));
  };
  const stop = await app.database.listen(SMS_QUEUED_CHANNEL, {
    onNotification(token) {
      const entry = pending.get(token);
      if (!entry) return;
      pending.delete(token);
      if (!batch) {
        batch = [];
        setImmediate(flush);
      }
      batch.push(...entry.ids);
    },
    onLost() {
      app.log.warn('sms: queue notifications lost for a while; the sweep sends what they announced');
    },
    onListening() {},
  });
  app.addHook('onClose', async () => {
    await stop();
  });
}

let adapterInUse = 'outbox';

/** The adapter new rows are stored with (the job writes the one that actually sent each). */
export function currentSmsAdapter(): string {
  return adapterInUse;
}

export function useSmsAdapter(name: string): void {
  adapterInUse = name;
}
