import { useSession } from '@atalho/sdk';
import { useEffect } from 'react';

/**
 * The signed-in user with their plans. The shell loads the user inside the panel only, so the public plans
 * page asks for it itself (otherwise a subscriber would be offered their own plan again).
 */
export function useCurrentUser() {
  const status = useSession((session) => session.status);
  const user = useSession((session) => session.user);
  const signedIn = useSession((session) => session.token !== null);
  useEffect(() => {
    if (status === 'loading') void useSession.getState().loadUser();
  }, [status]);
  return { user, signedIn };
}

/** Ids of the plans the user holds (empty for visitors and while loading). */
export function useHeldPlanIds(): Set<number> {
  const { user } = useCurrentUser();
  return new Set((user?.userHasSubscriptionPlans ?? []).map(({ subscriptionPlan }) => subscriptionPlan.id));
}
