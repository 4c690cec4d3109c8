import { api } from './client';
import type { SubscriptionPlan, SubscriptionPlanPage } from './schemas/plans';

/** GET /api/v1/subscriptions-plans — the active catalogue with what each plan includes. */
export async function listPlans(): Promise<SubscriptionPlan[]> {
  const page = await api
    .get('subscriptions-plans', {
      searchParams: { page: 0, size: 100, active: true, embedSubscriptionPlanInclude: true },
    })
    .json<SubscriptionPlanPage>();
  return page.content;
}
