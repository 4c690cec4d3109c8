import type { FastifyInstance } from 'fastify';
import { findDueShootings, findStalledShootings } from './send-queries';
import { kickOffShooting, sendShooting } from './send-shooting-batch';
import { startScheduledShooting } from './start-shooting';

export const SHOOTINGS_DUE_JOB = 'sms-shootings.due';

/** Due shootings started per run; the next minute takes the rest. */
const DUE_PER_RUN = 100;
/** A PROCESSING shooting with no batch for this long lost its job (a crash, a kill): it is resumed here. */
export const STALLED_SECONDS = 120;
const STALLED_PER_RUN = 10;

/**
 * The `sms-shootings.due` job (SMS_SHOOTINGS_CRON, every minute; decision 034): starts every SCHEDULED
 * shooting whose time has come through the same start as POST /send (short credits → FAILURE with
 * `insufient.credits`), then resumes the sends whose job was lost, here and now (the queue would wait for a
 * dead worker's job to expire). Running it twice, or on two instances, starts and sends nothing twice.
 */
export async function runDueShootings(
  app: FastifyInstance,
  now: Date,
): Promise<{ started: number; failed: number; resumed: number }> {
  const result = { started: 0, failed: 0, resumed: 0 };
  for (const shooting of await findDueShootings(app.db, now, DUE_PER_RUN)) {
    const outcome = await startScheduledShooting(app.db, shooting, now);
    if (outcome === 'started') {
      result.started += 1;
      await kickOffShooting(app, shooting.id);
    } else if (outcome === 'failed') result.failed += 1;
  }
  const stalled = await findStalledShootings(app.db, STALLED_SECONDS, STALLED_PER_RUN);
  for (const id of stalled) {
    await sendShooting(app, id);
    result.resumed += 1;
  }
  return result;
}

/**
 * At start-up with jobs on: every send left PROCESSING with recipients waiting is resumed in the background
 * (an instance killed mid-send would otherwise leave it to the scheduler's stall check). Another instance
 * still sending it is harmless: batches take turns on the shooting's lock. Stops between batches on close.
 */
export function resumeSendsOnStart(app: FastifyInstance): void {
  if (app.jobs.kind === 'off') return;
  let stopping = false;
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = (async () => {
      for (const id of await findStalledShootings(app.db, null, STALLED_PER_RUN)) {
        if (stopping) return;
        await sendShooting(app, id, () => stopping);
      }
    })().catch((error: unknown) => app.log.error({ err: error }, 'sms-shootings: resuming sends failed'));
  });
  app.addHook('onClose', async () => {
    stopping = true;
    await running;
  });
}
