import * as v from 'valibot';
import { booleanString, intString, MAX_PAGE_SIZE, messageKeys, orderByString, pageSchema } from './common';
import { Feature } from './entitlements';

export const shortenerPlanNames = [
  'URL_SHORTNER_BASIC',
  'URL_SHORTNER_PRO',
  'URL_SHORTNER_BUSINESS',
] as const;

export const SubscriptionPlanInclude = v.object({
  id: v.number(),
  name: v.string(),
  order: v.number(),
  active: v.boolean(),
});
export type SubscriptionPlanInclude = v.InferOutput<typeof SubscriptionPlanInclude>;

/** A plan of the catalogue; `price` (monthly) and `annualPrice` are integer centavos (BRL). */
export const SubscriptionPlan = v.object({
  id: v.number(),
  name: v.string(),
  price: v.number(),
  annualPrice: v.number(),
  free: v.boolean(),
  active: v.boolean(),
  /**
   * Monthly centavos during the first `discountMonths` months with the `d` discount. The API always sends
   * both; they are optional so older answers and fixtures still parse (`discountedPrice(plan)` computes it).
   */
  discountPrice: v.optional(v.number()),
  discountMonths: v.optional(v.number()),
  subscriptionPlanIncludes: v.optional(v.array(SubscriptionPlanInclude)),
  /**
   * What the plan unlocks, from the one entitlements table (`featuresOf` the plan's tier): the plans page's
   * comparison reads it, so it shows what the API enforces rather than the includes' marketing text. The API
   * always sends it; optional so older answers and fixtures still parse.
   */
  features: v.optional(v.array(Feature)),
});
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlan>;

/**
 * The plans page's `d` discount (spec 002 §9): R$ 2 off plan 2's monthly price and R$ 5 off the other paid
 * plans', for the first three monthly cycles; yearly billing has no discount.
 */
export const PLAN_DISCOUNT = { months: 3, planTwoCentavos: 200, otherPaidCentavos: 500 } as const;

/** The monthly price with the `d` discount, in centavos (the free plan stays 0). */
export function discountedPrice(plan: { id: number; price: number; free: boolean }): number {
  if (plan.free || plan.price === 0) return plan.price;
  const off = plan.id === 2 ? PLAN_DISCOUNT.planTwoCentavos : PLAN_DISCOUNT.otherPaidCentavos;
  return Math.max(0, plan.price - off);
}

export const SubscriptionPlanPage = pageSchema(SubscriptionPlan);
export type SubscriptionPlanPage = v.InferOutput<typeof SubscriptionPlanPage>;
export const SubscriptionPlanIncludePage = pageSchema(SubscriptionPlanInclude);
export type SubscriptionPlanIncludePage = v.InferOutput<typeof SubscriptionPlanIncludePage>;

/** The plans page asks size 100, so that is the default here. */
const catalogueQueryEntries = {
  page: v.optional(intString, '0'),
  size: v.optional(
    v.pipe(intString, v.minValue(1, messageKeys.invalid), v.maxValue(MAX_PAGE_SIZE, messageKeys.invalid)),
    '100',
  ),
  orderBy: v.optional(orderByString),
  active: v.optional(booleanString),
};

/** The plans page asks page 0, size 100, active true, embedSubscriptionPlanInclude true. */
export const subscriptionPlansQuery = v.object({
  ...catalogueQueryEntries,
  embedSubscriptionPlanInclude: v.optional(booleanString),
});
export type SubscriptionPlansQuery = v.InferInput<typeof subscriptionPlansQuery>;

export const subscriptionPlanIncludesQuery = v.object({
  ...catalogueQueryEntries,
});
export type SubscriptionPlanIncludesQuery = v.InferInput<typeof subscriptionPlanIncludesQuery>;
