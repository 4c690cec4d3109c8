import type { SubscriptionPlan } from '@atalho/sdk/schemas';

export type Period = 'monthly' | 'yearly';

export interface ShownPrice {
  /** What is charged per period now (centavos). */
  amount: number;
  /** The price without the discount when one applies (centavos), else null. */
  fullAmount: number | null;
}

/**
 * The price a card shows. The `d` discount (spec 002 §9) applies to monthly billing for the plan's first
 * `discountMonths`; the API answers the discounted price (`discountPrice`) and charges it.
 */
export function shownPrice(plan: SubscriptionPlan, period: Period, discount: boolean): ShownPrice {
  if (period === 'yearly') return { amount: plan.annualPrice, fullAmount: null };
  if (discount && !plan.free && plan.discountPrice < plan.price) {
    return { amount: plan.discountPrice, fullAmount: plan.price };
  }
  return { amount: plan.price, fullAmount: null };
}
