import type { SubscriptionPlan } from '@atalho/sdk/schemas';

export type BillingPeriod = 'monthly' | 'yearly';

export interface PlanPrice {
  /** Centavos charged per period. */
  amount: number;
  /** Yearly only: what twelve monthly payments would cost minus the yearly price (centavos). */
  savings: number;
  savingsPercent: number;
  /** Yearly only: the yearly price spread over twelve months (centavos). */
  monthlyEquivalent: number;
}

export function priceFor(
  plan: Pick<SubscriptionPlan, 'price' | 'annualPrice'>,
  period: BillingPeriod,
): PlanPrice {
  if (period === 'monthly') {
    return { amount: plan.price, savings: 0, savingsPercent: 0, monthlyEquivalent: plan.price };
  }
  const fullYear = plan.price * 12;
  const savings = Math.max(0, fullYear - plan.annualPrice);
  return {
    amount: plan.annualPrice,
    savings,
    savingsPercent: fullYear > 0 ? Math.round((savings / fullYear) * 100) : 0,
    monthlyEquivalent: Math.round(plan.annualPrice / 12),
  };
}

/** Free first, then by price. */
export function sortPlans(plans: SubscriptionPlan[]): SubscriptionPlan[] {
  return [...plans].sort((a, b) => Number(b.free) - Number(a.free) || a.price - b.price || a.id - b.id);
}
