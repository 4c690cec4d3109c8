import { discountedPrice, PLAN_DISCOUNT, type SubscriptionInterval } from '@atalho/sdk/schemas';

/** A first activation's free days (spec 000 §1, 002 §9). */
export const TRIAL_DAYS = 7;
const DAY_MS = 86_400_000;

export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/** `months` calendar months later (UTC), on the last day of the month when the day does not exist (31 Jan → 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export function cycleEnd(start: Date, interval: SubscriptionInterval): Date {
  return addMonths(start, interval === 'yearly' ? 12 : 1);
}

export interface PricedPlan {
  id: number;
  price: number;
  annualPrice: number;
  free: boolean;
}

/** Centavos charged for paid cycle `cycle` (1-based): the yearly price, or the monthly one with `d` for three. */
export function priceOfCycle(
  plan: PricedPlan,
  interval: SubscriptionInterval,
  discount: boolean,
  cycle: number,
): number {
  if (interval === 'yearly') return plan.annualPrice;
  return discount && cycle <= PLAN_DISCOUNT.months ? discountedPrice(plan) : plan.price;
}

/**
 * Dunning (decision 030): after a renewal's charge fails, it is tried again 1, 3 and 5 days after that first
 * failure; the benefits last meanwhile, and the plan ends when the last retry fails.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

/** When retry `attempt` (1-based) of a renewal that first failed at `since` happens; null after the last. */
export function retryAt(since: Date, attempt: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(since.getTime() + days * DAY_MS);
}

/** Until when a failing renewal keeps the benefits: its last retry. */
export function graceEnd(since: Date): Date {
  return new Date(since.getTime() + RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1]! * DAY_MS);
}
