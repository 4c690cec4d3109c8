import { listPlans, planKeys } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { planNameOf } from '@atalho/ui/plan-labels';
import { useQuery } from '@tanstack/react-query';

/** Active plans, free first, then by price: the order of every page that lists them. */
export const inDisplayOrder = (plans: readonly SubscriptionPlan[]): SubscriptionPlan[] =>
  plans
    .filter((plan) => plan.active)
    .sort((a, b) => Number(b.free) - Number(a.free) || a.price - b.price || a.id - b.id);

/** The plan catalogue with what each plan includes and unlocks (`GET /api/v1/subscriptions-plans`), in display order. */
export function usePlanCatalogue() {
  return useQuery({ queryKey: planKeys.catalogue(), queryFn: listPlans, select: inDisplayOrder });
}

export interface HighlightedPlan {
  plan: SubscriptionPlan;
  /** Chosen by the page's hint rather than the recommendation. */
  hinted: boolean;
}

/**
 * The plan a page points out: the hinted one (a plan name or id, from `?planId=` or a locked feature), else
 * the recommended one, Profissional: the lowest plan with the whole panel (loading screen, previews, full
 * reports, SMS, API access).
 */
export function highlightedPlan(
  plans: readonly SubscriptionPlan[],
  hint?: string | null,
): HighlightedPlan | undefined {
  const hinted = hint ? plans.find((plan) => hint === plan.name || hint === String(plan.id)) : undefined;
  if (hinted) return { plan: hinted, hinted: true };
  const recommended = plans.find((plan) => plan.name === planNameOf('PRO'));
  return recommended ? { plan: recommended, hinted: false } : undefined;
}
