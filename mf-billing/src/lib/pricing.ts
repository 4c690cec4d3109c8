import { discountedPrice, PLAN_DISCOUNT, type SubscriptionPlan } from '@atalho/sdk/schemas';

export type Period = 'monthly' | 'yearly';

export interface ShownPrice {
  /** What is charged per period now (centavos). */
  amount: number;
  /** The price without the discount when one applies (centavos), else null. */
  fullAmount: number | null;
}

/** How many monthly cycles the `d` discount lasts for this plan. */
export const discountMonthsOf = (plan: SubscriptionPlan): number =>
  plan.discountMonths ?? PLAN_DISCOUNT.months;

/**
 * The price a card shows. The `d` discount (spec 002 §9) applies to monthly billing for the plan's first
 * months; the API answers the discounted price (`discountPrice`) and charges it.
 */
export function shownPrice(plan: SubscriptionPlan, period: Period, discount: boolean): ShownPrice {
  if (period === 'yearly') return { amount: plan.annualPrice, fullAmount: null };
  const discounted = plan.discountPrice ?? discountedPrice(plan);
  if (discount && !plan.free && discounted < plan.price)
    return { amount: discounted, fullAmount: plan.price };
  return { amount: plan.price, fullAmount: null };
}
