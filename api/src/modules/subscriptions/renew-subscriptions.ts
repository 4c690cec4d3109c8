import type { FastifyInstance } from 'fastify';
import { notifyPlanChanged } from '../../extensions';
import { chargeCard, findOwnedCard } from '../payments';
import { planCatalogue } from '../plans';
import { cycleEnd, priceOfCycle } from './cycles';
import {
  findDueSubscriptions,
  insertCycle,
  type SubscriptionRow,
  updateSubscriptionAtCycle,
} from './queries';

const BATCH = 100;

/** Charges one due subscription for its next cycle; answers what happened. */
async function renewOne(
  app: FastifyInstance,
  subscription: SubscriptionRow,
  email: string,
  now: Date,
): Promise<'renewed' | 'failed' | 'skipped'> {
  const plan = planCatalogue.find((entry) => entry.id === subscription.subscriptionPlanId);
  const interval = subscription.interval;
  if (!plan || !interval || !subscription.endAt) return 'skipped';
  const previous = subscription.cycle ?? 0;
  const cycle = previous + 1;
  const start = subscription.endAt;
  const end = cycleEnd(start, interval);
  const amount = priceOfCycle(plan, interval, subscription.discount, cycle);
  const card = subscription.cardId
    ? await findOwnedCard(app.db, subscription.userId, subscription.cardId)
    : null;
  const payment =
    card && card.status === 'active'
      ? await chargeCard(app, {
          payer: { id: subscription.userId, email },
          card,
          amount,
          purpose: 'subscription',
          // One charge per subscription and cycle, whichever instance or run gets here.
          idempotencyKey: `renewal-${subscription.id}-${subscription.startAt.getTime()}-${cycle}`,
          description: `Atalho ${plan.name} (${interval})`,
          subscriptionId: subscription.id,
          cycle,
        })
      : null;
  const paid = payment !== null && payment.status !== 'failed';
  await insertCycle(app.db, {
    subscriptionId: subscription.id,
    cycle,
    status: !paid ? 'failed' : payment.status === 'paid' ? 'billed' : 'pending',
    amount,
    billingAt: now,
    startAt: start,
    endAt: end,
    paymentId: payment?.id,
  });
  // Only the run that still sees the previous cycle moves the subscription on.
  const moved = await updateSubscriptionAtCycle(
    app.db,
    subscription.id,
    previous,
    paid
      ? { status: 'active', cycle, endAt: end, nextBillingAt: end }
      : { status: 'failed', cycle, nextBillingAt: null },
  );
  if (!moved) return 'skipped';
  notifyPlanChanged(app, subscription.userId);
  return paid ? 'renewed' : 'failed';
}

/**
 * The renewal job: every subscription whose `next_billing_at` has come (a trial's end or a cycle's end) is
 * charged for its next cycle; paid → active for one more cycle, refused → failed (benefits end). Idempotent:
 * the charge is keyed by subscription and cycle, and the subscription moves only from the cycle it was at.
 */
export async function renewSubscriptions(app: FastifyInstance, now: Date) {
  const counts = { renewed: 0, failed: 0, skipped: 0 };
  const seen = new Set<number>();
  for (;;) {
    const due = (await findDueSubscriptions(app.db, now, BATCH)).filter(
      (row) => !seen.has(row.subscription.id),
    );
    if (due.length === 0) return counts;
    for (const { subscription, email } of due) {
      seen.add(subscription.id);
      counts[await renewOne(app, subscription, email, now)] += 1;
    }
  }
}
