import type { FastifyInstance } from 'fastify';
import { findStrandedMailIds } from './queries';
import { deliverStoredMail } from './queue-mail';

/** A message younger than this may still have its first send queued: the sweep leaves it be. */
const GRACE_MS = 60_000;
/** Past this many attempts a message stays unsent (shown as an error) until someone looks at it. */
const MAX_MAIL_ATTEMPTS = 10;
const BATCH = 500;

/**
 * The `mail.sweep` job (MAIL_SWEEP_CRON, every 5 minutes): queues again the messages a lost enqueue, a crashed
 * worker or spent queue retries left unsent. Queuing one twice is harmless: the send's claim lets one run through.
 */
export async function sweepStrandedMail(app: FastifyInstance, now: Date): Promise<{ requeued: number }> {
  const ids = await findStrandedMailIds(app.db, {
    now,
    before: new Date(now.getTime() - GRACE_MS),
    maxAttempts: MAX_MAIL_ATTEMPTS,
    limit: BATCH,
  });
  await deliverStoredMail(app, ids);
  return { requeued: ids.length };
}
