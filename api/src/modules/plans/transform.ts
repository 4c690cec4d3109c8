import {
  discountedPrice,
  PLAN_DISCOUNT,
  type SubscriptionPlan,
  type SubscriptionPlanInclude,
} from '@atalho/sdk/schemas';
import type { IncludeRow, PlanRow } from './queries';

export function toInclude(row: IncludeRow): SubscriptionPlanInclude {
  return { id: row.id, name: row.name, order: row.order, active: row.active };
}

/** Prices are integer centavos (BRL): `price` monthly, `annualPrice` yearly, `discountPrice` with `d`. */
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
    ...(includes ? { subscriptionPlanIncludes: includes.map(toInclude) } : {}),
  };
}
