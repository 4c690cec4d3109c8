import type { FastifyInstance } from 'fastify';
import { notifyPlanChanged } from '../../extensions';
import { markExpired } from './queries';

/**
 * The expiry job: a canceled or failed subscription (or a bounded grant) whose benefits ended is marked
 * expired. Entitlements already stop at `end_at`; the write is what makes every instance's visitor cache and
 * this instance's session cache drop the owner's old plan (decision 007). Idempotent: marked rows are skipped.
 */
export async function expireSubscriptions(app: FastifyInstance, now: Date) {
  const owners = await markExpired(app.db, now);
  for (const owner of owners) notifyPlanChanged(app, owner);
  return { expired: owners.length };
}
