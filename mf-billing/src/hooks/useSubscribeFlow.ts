import { takeChosenPlan } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from './useCurrentUser';

export type SubscribeStep = 'login' | 'held' | 'subscribe';

export interface SubscribeFlow {
  step: SubscribeStep;
  plan: SubscriptionPlan;
  period: BillingPeriod;
}

/**
 * Spec 002 §4 "Subscribe flow": a visitor gets the login dialog, a user holding the plan the
 * already-subscribed dialog, anyone else the subscription dialog. Back from sign-in with a remembered plan,
 * the flow resumes on that plan.
 */
export function useSubscribeFlow(plans: SubscriptionPlan[] | undefined, held: Set<number>) {
  const { user, signedIn } = useCurrentUser();
  const [flow, setFlow] = useState<SubscribeFlow | null>(null);

  const choose = useCallback(
    (plan: SubscriptionPlan, period: BillingPeriod) => {
      if (!signedIn) setFlow({ step: 'login', plan, period });
      else if (held.has(plan.id)) setFlow({ step: 'held', plan, period });
      else if (!plan.free) setFlow({ step: 'subscribe', plan, period });
    },
    [signedIn, held],
  );

  const ready = user !== null && plans !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resumes once, when the user and the plans are in.
  useEffect(() => {
    if (!ready || !plans) return;
    const remembered = takeChosenPlan();
    const plan = plans.find(({ id }) => id === remembered);
    if (plan) choose(plan, 'monthly');
  }, [ready]);

  return { flow, choose, close: () => setFlow(null), signedIn };
}
