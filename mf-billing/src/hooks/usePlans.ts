import { listPlans, planKeys } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { useQuery } from '@tanstack/react-query';

const byId = (plans: SubscriptionPlan[]) => [...plans].sort((a, b) => a.id - b.id);

/** The active plans with what each includes, cheapest first (`GET /api/v1/subscriptions-plans`). */
export function usePlans() {
  return useQuery({ queryKey: planKeys.catalogue(), queryFn: listPlans, select: byId });
}
