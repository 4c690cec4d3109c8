import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { discountMonthsOf, planPrice } from '../src/plan/plan-pricing';

const plan = (overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan =>
  ({
    id: 3,
    name: 'URL_SHORTNER_PRO',
    price: 2990,
    annualPrice: 25100,
    free: false,
    active: true,
    subscriptionPlanIncludes: [],
    ...overrides,
  }) as SubscriptionPlan;

describe('planPrice', () => {
  it('charges the monthly price, with nothing struck or saved', () => {
    expect(planPrice(plan(), 'monthly')).toEqual({
      amount: 2990,
      fullAmount: null,
      monthlyEquivalent: 2990,
      savings: 0,
      savingsPercent: 0,
    });
  });

  it('computes the yearly saving from twelve monthly payments and the monthly equivalent', () => {
    expect(planPrice(plan(), 'yearly')).toEqual({
      amount: 25100,
      fullAmount: null,
      monthlyEquivalent: 2092,
      savings: 10780,
      savingsPercent: 30,
    });
  });

  it('never shows a negative saving when the yearly price is not cheaper', () => {
    expect(planPrice(plan({ annualPrice: 40000 }), 'yearly')).toMatchObject({
      savings: 0,
      savingsPercent: 0,
    });
    expect(planPrice(plan({ price: 0, annualPrice: 0, free: true }), 'yearly').savingsPercent).toBe(0);
  });

  it('applies the d discount to monthly billing only, striking the full price', () => {
    expect(planPrice(plan(), 'monthly', true)).toMatchObject({ amount: 2490, fullAmount: 2990 });
    expect(planPrice(plan({ discountPrice: 1990 }), 'monthly', true)).toMatchObject({
      amount: 1990,
      fullAmount: 2990,
    });
    expect(planPrice(plan(), 'yearly', true)).toMatchObject({ amount: 25100, fullAmount: null });
    expect(planPrice(plan({ id: 1, price: 0, free: true }), 'monthly', true).fullAmount).toBeNull();
  });

  it('lasts the plan’s own number of discount months, else the default three', () => {
    expect(discountMonthsOf(plan({ discountMonths: 6 }))).toBe(6);
    expect(discountMonthsOf(plan())).toBe(3);
  });
});
