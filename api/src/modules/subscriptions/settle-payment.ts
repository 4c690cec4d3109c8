import type { FastifyInstance } from 'fastify';
import { notifyPlanChanged, type SettledPayment } from '../../extensions';
import { findSubscription, updateCycleOfPayment, updateSubscriptionAtCycle } from './queries';

/**
 * A subscription charge the processor settled later (webhook): paid bills its cycle; failed or refunded fails
 * the cycle and, when it is the current one, the subscription, whose benefits end now.
 */
export async function settleSubscriptionPayment(
  app: FastifyInstance,
  payment: SettledPayment,
  now = new Date(),
) {
  if (payment.purpose !== 'subscription' || payment.subscriptionId === null) return;
  if (payment.status === 'pending') return;
  const paid = payment.status === 'paid';
  const cycle = await updateCycleOfPayment(app.db, payment.id, paid ? 'billed' : 'failed');
  if (paid || !cycle) return;
  const subscription = await findSubscription(app.db, payment.subscriptionId);
  if (!subscription || subscription.cycle !== cycle.cycle) return;
  await updateSubscriptionAtCycle(app.db, subscription.id, cycle.cycle, {
    status: 'failed',
    nextBillingAt: null,
    endAt: now,
  });
  notifyPlanChanged(app, subscription.userId);
}
