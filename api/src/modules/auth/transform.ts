import type { AuthUser } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import { hasPlan } from '../../entitlements';

export function toAuthUser(user: AuthenticatedUser, config: unknown): AuthUser {
  const pro = hasPlan(user, 'PRO');
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    config: config ?? null,
    userHasSubscriptionPlans: user.plans.map((plan) => ({
      id: plan.id,
      subscriptionPlan: { id: plan.planId, name: plan.name, free: plan.free },
    })),
    bellowShorterProUser: !pro,
    shorterProUserOrBetter: pro,
  };
}
