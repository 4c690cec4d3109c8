import type { SubscriptionPlan, SubscriptionPlanInclude } from '@atalho/sdk/schemas';
import type { IncludeRow, PlanRow } from './queries';

export function toInclude(row: IncludeRow): SubscriptionPlanInclude {
  return { id: row.id, name: row.name, order: row.order, active: row.active };
}

/** Prices are integer centavos (BRL): `price` monthly, `annualPrice` yearly. */
export function toPlan(row: PlanRow, includes?: readonly IncludeRow[]): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    annualPrice: row.annualPrice,
    free: row.free,
    active: row.active,
    ...(includes ? { subscriptionPlanIncludes: includes.map(toInclude) } : {}),
  };
}
