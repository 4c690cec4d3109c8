import { type AuthUser, featuresOf } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import { featuresOfUser } from '../../entitlements';

/** The spec's `shorterProUserOrBetter`: the user has every feature the PRO plan has. */
function hasProFeatures(features: readonly string[]): boolean {
  return featuresOf('PRO').every((feature) => features.includes(feature));
}

export function toAuthUser(user: AuthenticatedUser, config: AuthUser['config']): AuthUser {
  const features = featuresOfUser(user);
  const pro = hasProFeatures(features);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    config,
    userHasSubscriptionPlans: user.plans.map((plan) => ({
      id: plan.id,
      subscriptionPlan: { id: plan.planId, name: plan.name, free: plan.free },
    })),
    features,
    bellowShorterProUser: !pro,
    shorterProUserOrBetter: pro,
  };
}
