import {
  SubscriptionPlan,
  SubscriptionPlanInclude,
  SubscriptionPlanIncludePage,
  type SubscriptionPlanIncludesQuery,
  SubscriptionPlanPage,
  type SubscriptionPlansQuery,
} from '@atalho/sdk/schemas';
import { api, parseResponse, type QueryInput } from '../client';

/** Query keys of the plan catalogue (API resources subscriptions-plans and subscriptions-plans-include). */
export const planKeys = {
  all: ['plans'],
  catalogue: () => [...planKeys.all, 'catalogue'],
  list: (query: QueryInput<SubscriptionPlansQuery>) => [...planKeys.all, 'list', query],
  detail: (id: number) => [...planKeys.all, 'detail', id],
  includes: (query: QueryInput<SubscriptionPlanIncludesQuery>) => [...planKeys.all, 'includes', query],
  include: (id: number) => [...planKeys.all, 'include', id],
} as const;

/** GET /api/v1/subscriptions-plans: a page of the catalogue. */
export async function listPlanPage(query: QueryInput<SubscriptionPlansQuery>): Promise<SubscriptionPlanPage> {
  return parseResponse(
    SubscriptionPlanPage,
    await api.get('subscriptions-plans', { searchParams: query }).json(),
  );
}

/** The catalogue's query: the active plans with what each includes (one page of 100 holds them all). */
export const PLAN_CATALOGUE_QUERY = {
  page: 0,
  size: 100,
  active: true,
  embedSubscriptionPlanInclude: true,
} as const satisfies QueryInput<SubscriptionPlansQuery>;

/** The active catalogue with what each plan includes. */
export async function listPlans(): Promise<SubscriptionPlan[]> {
  return (await listPlanPage(PLAN_CATALOGUE_QUERY)).content;
}

/** GET /api/v1/subscriptions-plans/{id}: one plan with what it includes. */
export async function getPlan(id: number): Promise<SubscriptionPlan> {
  return parseResponse(SubscriptionPlan, await api.get(`subscriptions-plans/${id}`).json());
}

/** GET /api/v1/subscriptions-plans-include: a page of the features plans can include. */
export async function listPlanIncludes(
  query: QueryInput<SubscriptionPlanIncludesQuery>,
): Promise<SubscriptionPlanIncludePage> {
  const data = await api.get('subscriptions-plans-include', { searchParams: query }).json();
  return parseResponse(SubscriptionPlanIncludePage, data);
}

/** GET /api/v1/subscriptions-plans-include/{id}: one feature a plan can include. */
export async function getPlanInclude(id: number): Promise<SubscriptionPlanInclude> {
  return parseResponse(SubscriptionPlanInclude, await api.get(`subscriptions-plans-include/${id}`).json());
}

export { discountFlagIn, hasDiscountFlag, keepDiscountFlag, storeDiscountFlag } from './discount-flag';
