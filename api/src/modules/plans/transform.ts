import {
  discountedPrice,
  featuresOf,
  PLAN_DISCOUNT,
  type SubscriptionPlan,
  type SubscriptionPlanInclude,
} from '@atalho/sdk/schemas';
import { tierOfPlanId } from './catalogue';
import type { IncludeRow, PlanRow } from './queries';

export function toInclude(row: IncludeRow): SubscriptionPlanInclude {
  return { id: row.id, name: row.name, order: row.order, active: row.active };
}

/**
 * Prices are integer centavos (BRL): `price` monthly, `annualPrice` yearly, `discountPrice` with `d`.
 * `features` is what the plan's tier unlocks in the entitlements table, the same list `GET /api/v1/auth`
 * answers to a holder of the plan.
 */
export function toPlan(row: PlanRow, includes?: readonly IncludeRow[]): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    annualPrice: row.annualPrice,
    free: row.free,
    active: row.active,
    discountPrice: discountedPrice(row),
    discountMonths: row.free ? 0 : PLAN_DISCOUNT.months,
    features: featuresOf(tierOfPlanId(row.id)),
    ...(includes ? { subscriptionPlanIncludes: includes.map(toInclude) } : {}),
  };
}
