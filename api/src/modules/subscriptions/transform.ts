import type { Subscription } from '@atalho/sdk/schemas';
import { planCatalogue } from '../plans';
import { graceEnd, priceOfCycle } from './cycles';
import type { CurrentSubscription } from './queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const planRef = (id: number) => {
  const plan = planCatalogue.find((entry) => entry.id === id);
  return plan ? { id: plan.id, name: plan.name, free: plan.free } : null;
};

export function toSubscription({ subscription, plan, cycle, card }: CurrentSubscription): Subscription {
  const interval = subscription.interval ?? 'monthly';
  const current = subscription.cycle ?? 0;
  const live = subscription.status === 'active' || subscription.status === 'future';
  const scheduledPlan =
    live && subscription.nextBillingAt
      ? planRef(subscription.scheduledPlanId ?? subscription.subscriptionPlanId)
      : null;
  const scheduledInterval = subscription.scheduledInterval ?? interval;
  const changes = scheduledPlan !== null && (scheduledPlan.id !== plan.id || scheduledInterval !== interval);
  const next = planCatalogue.find((entry) => entry.id === (changes ? scheduledPlan?.id : plan.id));
  const nextAmount =
    subscription.nextBillingAt && next
      ? priceOfCycle(
          next,
          changes ? scheduledInterval : interval,
          changes ? false : subscription.discount,
          current + 1,
        )
      : null;
  const { pastDueSince, nextBillingAt } = subscription;
  const pastDue =
    live && pastDueSince && nextBillingAt
      ? {
          since: pastDueSince.toISOString(),
          attempts: subscription.renewalAttempts,
          retry_at: nextBillingAt.toISOString(),
          ends_at: graceEnd(pastDueSince).toISOString(),
        }
      : null;
  return {
    id: subscription.id,
    status: subscription.status,
    subscriptionPlan: plan,
    start_at: subscription.startAt.toISOString(),
    next_billing_at: iso(subscription.nextBillingAt),
    interval,
    cycle: current,
    current_cycle: {
      cycle: cycle.cycle,
      status: cycle.status,
      billing_at: iso(cycle.billingAt),
      start_at: cycle.startAt.toISOString(),
      end_at: cycle.endAt.toISOString(),
      amount: cycle.amount,
    },
    discount: subscription.discount,
    next_amount: nextAmount,
    card: card ? { id: card.id, brand: card.brand, lastFourDigits: card.lastFourDigits } : null,
    past_due: pastDue,
    scheduled_change:
      changes && scheduledPlan && subscription.endAt
        ? {
            subscriptionPlan: scheduledPlan,
            interval: scheduledInterval,
            at: subscription.endAt.toISOString(),
          }
        : null,
  };
}
