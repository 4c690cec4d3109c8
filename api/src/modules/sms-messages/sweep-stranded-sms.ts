import type { FastifyInstance } from 'fastify';
import { deliverStoredSms, MAX_IDS_PER_JOB } from './dispatch-queued-sms';
import { handlersOf } from './kinds';
import { failSpentSms, findStrandedSms } from './queries';
import { MAX_SMS_ATTEMPTS, recordSmsOutcome } from './send-sms';

/** A message younger than this may still have its first send queued: the sweep leaves it be. */
const GRACE_MS = 60_000;
const BATCH = 500;

/**
 * The `sms.sweep` job (SMS_SWEEP_CRON, every 5 minutes): queues again the messages a lost notification, a
 * crashed worker or the in-process queue (which does not retry) left queued, and fails those whose last attempt
 * died with its worker, telling their kind. Queuing one twice is harmless: the send's claim lets one run through.
 */
export async function sweepStrandedSms(
  app: FastifyInstance,
  now: Date,
): Promise<{ requeued: number; failed: number }> {
  const { retry, spent } = await findStrandedSms(app.db, {
    now,
    before: new Date(now.getTime() - GRACE_MS),
    maxAttempts: MAX_SMS_ATTEMPTS,
    limit: BATCH,
  });
  let failed = 0;
  for (const id of spent) {
    const row = await recordSmsOutcome(
      app.db,
      (tx) => failSpentSms(tx, id, MAX_SMS_ATTEMPTS, 'gave up: no attempt finished'),
      (failedRow) => handlersOf(failedRow.kind).onFailed,
      app.log,
    );
    if (row) failed += 1;
  }
  for (let start = 0; start < retry.length; start += MAX_IDS_PER_JOB)
    await deliverStoredSms(app, retry.slice(start, start + MAX_IDS_PER_JOB));
  return { requeued: retry.length, failed };
}
