import type { FastifyInstance } from 'fastify';
import { notifyPlanChanged } from '../../extensions';
import { queueMail } from '../mail';
import { chargeCard, findOwnedCard } from '../payments';
import { planCatalogue } from '../plans';
import { cycleEnd, graceEnd, priceOfCycle, retryAt } from './cycles';
import { endedMail, retryMail } from './dunning-mail';
import {
  findDueSubscriptions,
  insertCycle,
  type SubscriptionRow,
  updateSubscriptionAtAttempt,
} from './queries';

const BATCH = 100;

type Outcome = 'renewed' | 'retrying' | 'failed' | 'skipped';

/** Mails the payer; the subscription already moved, so a mail that cannot be stored is logged, not retried. */
async function tell(app: FastifyInstance, mail: Parameters<typeof queueMail>[1]): Promise<void> {
  await queueMail(app, mail).catch((error: unknown) =>
    app.log.error({ err: error, key: mail.key }, 'dunning mail not queued'),
  );
}

/**
 * Charges one due subscription for its next cycle (a change scheduled for the cycle's end applies here) and
 * answers what happened. A refused charge is retried on the dunning schedule (`retryAt`) with the benefits kept;
 * the plan fails when the last retry is refused.
 */
async function renewOne(
  app: FastifyInstance,
  subscription: SubscriptionRow,
  email: string,
  now: Date,
): Promise<Outcome> {
  const planId = subscription.scheduledPlanId ?? subscription.subscriptionPlanId;
  const interval = subscription.scheduledInterval ?? subscription.interval;
  const plan = planCatalogue.find((entry) => entry.id === planId);
  if (!plan || !interval || !subscription.endAt) return 'skipped';
  const changes = planId !== subscription.subscriptionPlanId || interval !== subscription.interval;
  const previous = subscription.cycle ?? 0;
  const attempt = subscription.renewalAttempts;
  const cycle = previous + 1;
  // A cycle paid on a retry still starts where the last one ended: the grace days were days of the plan.
  const start = subscription.endAt;
  const end = cycleEnd(start, interval);
  // The `d` discount belongs to the plan it was given with.
  const discount = changes ? false : subscription.discount;
  const amount = priceOfCycle(plan, interval, discount, cycle);
  const card = subscription.cardId
    ? await findOwnedCard(app.db, subscription.userId, subscription.cardId)
    : null;
  const baseKey = `renewal-${subscription.id}-${subscription.startAt.getTime()}-${cycle}`;
  const payment =
    card && card.status === 'active'
      ? await chargeCard(app, {
          payer: { id: subscription.userId, email },
          card,
          amount,
          purpose: 'subscription',
          // One charge per subscription, cycle and attempt, whichever instance or run gets here.
          idempotencyKey: attempt === 0 ? baseKey : `${baseKey}-retry-${attempt}`,
          description: `Atalho ${plan.name} (${interval})`,
          subscriptionId: subscription.id,
          cycle,
        })
      : null;
  const paid = payment !== null && payment.status !== 'failed';
  const guard = { cycle: previous, attempts: attempt };

  if (paid) {
    await insertCycle(app.db, {
      subscriptionId: subscription.id,
      cycle,
      status: payment.status === 'paid' ? 'billed' : 'pending',
      amount,
      billingAt: now,
      startAt: start,
      endAt: end,
      paymentId: payment.id,
    });
    // Only the run that still sees the cycle and attempt it read moves the subscription on.
    const moved = await updateSubscriptionAtAttempt(app.db, subscription.id, guard, {
      status: 'active',
      subscriptionPlanId: plan.id,
      interval,
      discount,
      cycle,
      endAt: end,
      nextBillingAt: end,
      pastDueSince: null,
      renewalAttempts: 0,
      scheduledPlanId: null,
      scheduledInterval: null,
    });
    if (!moved) return 'skipped';
    notifyPlanChanged(app, subscription.userId);
    return 'renewed';
  }

  const since = subscription.pastDueSince ?? now;
  const nextTry = retryAt(since, attempt + 1);
  const facts = {
    planName: plan.name,
    amount,
    card: card ? { brand: card.brand, lastFourDigits: card.lastFourDigits } : null,
    panelUrl: `${app.config.publicUrl}/painel/subscriptions`,
  };
  if (nextTry) {
    const moved = await updateSubscriptionAtAttempt(app.db, subscription.id, guard, {
      pastDueSince: since,
      renewalAttempts: attempt + 1,
      nextBillingAt: nextTry,
    });
    if (!moved) return 'skipped';
    await tell(app, {
      key: `renewal-retry:${subscription.id}:${cycle}:${attempt + 1}`,
      userId: subscription.userId,
      to: email,
      ...retryMail(facts, nextTry, graceEnd(since)),
    });
    return 'retrying';
  }

  await insertCycle(app.db, {
    subscriptionId: subscription.id,
    cycle,
    status: 'failed',
    amount,
    billingAt: now,
    startAt: start,
    endAt: end,
    paymentId: payment?.id,
  });
  const ended = await updateSubscriptionAtAttempt(app.db, subscription.id, guard, {
    status: 'failed',
    cycle,
    endAt: now,
    nextBillingAt: null,
    renewalAttempts: attempt + 1,
  });
  if (!ended) return 'skipped';
  notifyPlanChanged(app, subscription.userId);
  await tell(app, {
    key: `renewal-ended:${subscription.id}:${cycle}`,
    userId: subscription.userId,
    to: email,
    ...endedMail(facts),
  });
  return 'failed';
}

/**
 * The renewal job: every subscription whose `next_billing_at` has come (a trial's end, a cycle's end or a
 * dunning retry) is charged for its next cycle; paid → active for one more cycle; refused → retried 1, 3 and 5
 * days after the first failure with the benefits kept (the user is told by e-mail and in the panel), and failed
 * when the last retry is refused. Idempotent: the charge is keyed by subscription, cycle and attempt, and the
 * subscription moves only from the cycle and attempt it was at.
 */
export async function renewSubscriptions(app: FastifyInstance, now: Date) {
  const counts: Record<Outcome, number> = { renewed: 0, retrying: 0, failed: 0, skipped: 0 };
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
