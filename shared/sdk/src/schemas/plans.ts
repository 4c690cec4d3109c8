import * as v from 'valibot';

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
  subscriptionPlanIncludes: v.optional(v.array(SubscriptionPlanInclude)),
});
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlan>;

const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    content: v.array(item),
    totalElements: v.number(),
    totalPages: v.number(),
    number: v.number(),
    size: v.number(),
    first: v.boolean(),
    last: v.boolean(),
    empty: v.boolean(),
  });

export const SubscriptionPlanPage = pageOf(SubscriptionPlan);
export type SubscriptionPlanPage = v.InferOutput<typeof SubscriptionPlanPage>;
export const SubscriptionPlanIncludePage = pageOf(SubscriptionPlanInclude);
export type SubscriptionPlanIncludePage = v.InferOutput<typeof SubscriptionPlanIncludePage>;

const queryBoolean = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true || value === 'true'),
  ),
);
const pageNumber = v.optional(
  v.pipe(v.unknown(), v.transform(Number), v.integer('invalid'), v.minValue(0, 'invalid')),
  0,
);
const pageSize = v.optional(
  v.pipe(
    v.unknown(),
    v.transform(Number),
    v.integer('invalid'),
    v.minValue(1, 'invalid'),
    v.maxValue(100, 'invalid'),
  ),
  100,
);

/** The plans page asks page 0, size 100, active true, embedSubscriptionPlanInclude true. */
export const subscriptionPlansQuery = v.object({
  page: pageNumber,
  size: pageSize,
  orderBy: v.optional(v.string()),
  active: queryBoolean,
  embedSubscriptionPlanInclude: queryBoolean,
});
export type SubscriptionPlansQuery = v.InferInput<typeof subscriptionPlansQuery>;

export const subscriptionPlanIncludesQuery = v.object({
  page: pageNumber,
  size: pageSize,
  orderBy: v.optional(v.string()),
  active: queryBoolean,
});
export type SubscriptionPlanIncludesQuery = v.InferInput<typeof subscriptionPlanIncludesQuery>;
