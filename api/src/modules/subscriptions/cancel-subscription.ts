import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { notifyPlanChanged } from '../../extensions';
import { getSubscriptionOrThrow } from './list-subscriptions';
import { findLiveSubscription, updateSubscriptionAtCycle } from './queries';

/**
 * Cancels the user's subscription to a plan (spec 002 §4 "Cancel subscription"): no renewal, the benefits
 * last until the current cycle ends (the expiry job then ends them). 404 when the user has none live.
 */
export async function cancelSubscription(
  app: FastifyInstance,
  userId: number,
  planId: number,
  now = new Date(),
) {
  const live = await findLiveSubscription(app.db, userId, planId);
  if (!live) throw notFound();
  const canceled = await updateSubscriptionAtCycle(app.db, live.id, live.cycle, {
    status: 'canceled',
    canceledAt: now,
    nextBillingAt: null,
  });
  if (!canceled) throw notFound();
  notifyPlanChanged(app, userId);
  return getSubscriptionOrThrow(app.db, userId, live.id);
}
