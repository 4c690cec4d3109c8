import type { Subscription } from '@atalho/sdk/schemas';
import { planCatalogue } from '../plans';
import { priceOfCycle } from './cycles';
import type { CurrentSubscription } from './queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSubscription({ subscription, plan, cycle, card }: CurrentSubscription): Subscription {
  const interval = subscription.interval ?? 'monthly';
  const current = subscription.cycle ?? 0;
  const catalogued = planCatalogue.find((entry) => entry.id === plan.id);
  const nextAmount =
    subscription.nextBillingAt && catalogued
      ? priceOfCycle(catalogued, interval, subscription.discount, current + 1)
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
  };
}
