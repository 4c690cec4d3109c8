import { getJson, postJson } from './client';
import { AuthUser } from './schemas/auth';

/** The signed-in user as `GET /api/v1/auth` returns it. */
export type SessionUser = AuthUser;

/** GET /api/v1/auth: the signed-in user. */
export function getCurrentUser(): Promise<SessionUser> {
  return getJson('auth', AuthUser);
}

/** POST /api/v1/auth/v2 (payload not shown by the spec; forwarded as given). */
export function postAuthV2(body?: unknown): Promise<unknown> {
  return postJson('auth/v2', body);
}

interface WithPlans {
  userHasSubscriptionPlans?: readonly { subscriptionPlan: { id: number; free?: boolean | null } }[] | null;
}

/** True when the user holds a plan that is not free (plan id 1 is the free plan). */
export function hasPaidPlan(user: WithPlans | null | undefined): boolean {
  return (user?.userHasSubscriptionPlans ?? []).some(
    ({ subscriptionPlan }) => subscriptionPlan.free !== true && subscriptionPlan.id > 1,
  );
}

/** The highest plan id the user holds (1 = free). */
export function highestPlanId(user: WithPlans | null | undefined): number {
  return Math.max(
    1,
    ...(user?.userHasSubscriptionPlans ?? []).map(({ subscriptionPlan }) => subscriptionPlan.id),
  );
}
