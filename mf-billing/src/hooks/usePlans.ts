import { listPlans } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { type LoadState, useLoad } from '@atalho/ui';

export type PlansState = LoadState<{ plans: SubscriptionPlan[] }>;

/** The active plans with what each includes (`GET /api/v1/subscriptions-plans`, page 0, size 100). */
export function usePlans(): { state: PlansState; reload: () => void } {
  return useLoad(
    () => listPlans().then((plans) => ({ plans: [...plans].sort((a, b) => a.id - b.id) })),
    'subscriptions-plans',
  );
}
