import { discountedPrice, PLAN_DISCOUNT, type SubscriptionPlan } from '@atalho/sdk/schemas';

export type BillingPeriod = 'monthly' | 'yearly';

export interface PlanPrice {
  /** What is charged per period now (centavos). */
  amount: number;
  /** The monthly price without the `d` discount when it applies (centavos), else null. */
  fullAmount: number | null;
  /** Yearly: the yearly price spread over twelve months (centavos); monthly: the amount. */
  monthlyEquivalent: number;
  /** Yearly: twelve monthly payments minus the yearly price (centavos), never below 0; monthly: 0. */
  savings: number;
  savingsPercent: number;
}

/** How many monthly cycles the `d` discount lasts for this plan. */
export const discountMonthsOf = (plan: Pick<SubscriptionPlan, 'discountMonths'>): number =>
  plan.discountMonths ?? PLAN_DISCOUNT.months;

/**
 * The price a plan shows for a period. The `d` discount (spec 002 §9) applies to monthly billing for the
 * plan's first months; the API answers the discounted price (`discountPrice`) and charges it.
 */
export function planPrice(plan: SubscriptionPlan, period: BillingPeriod, discount = false): PlanPrice {
  if (period === 'yearly') {
    const fullYear = plan.price * 12;
    const savings = Math.max(0, fullYear - plan.annualPrice);
    return {
      amount: plan.annualPrice,
      fullAmount: null,
      monthlyEquivalent: Math.round(plan.annualPrice / 12),
      savings,
      // Rounded down: a 29.5 % saving is never announced as 30 % ("até 30 %", spec 002 §9).
      savingsPercent: fullYear > 0 ? Math.floor((savings / fullYear) * 100) : 0,
    };
  }
  const discounted = plan.discountPrice ?? discountedPrice(plan);
  const discountApplies = discount && !plan.free && discounted < plan.price;
  const amount = discountApplies ? discounted : plan.price;
  return {
    amount,
    fullAmount: discountApplies ? plan.price : null,
    monthlyEquivalent: amount,
    savings: 0,
    savingsPercent: 0,
  };
}
