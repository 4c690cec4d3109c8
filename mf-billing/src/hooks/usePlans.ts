import { listPlans } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { useCallback, useEffect, useState } from 'react';

export type PlansState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; plans: SubscriptionPlan[] };

/** The active plans with what each includes (`GET /api/v1/subscriptions-plans`, page 0, size 100). */
export function usePlans(): { state: PlansState; reload: () => void } {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    listPlans().then(
      (plans) => {
        if (active) setState({ status: 'ready', plans: [...plans].sort((a, b) => a.id - b.id) });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
