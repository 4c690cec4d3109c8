import * as v from 'valibot';
import { getJson, postJson } from './client';

// Kept local until the API-core helper's `@atalho/sdk/schemas` AuthUser lands; loose so extra
// server fields pass through.
const subscriptionPlanSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  free: v.optional(v.nullable(v.boolean())),
});

export const sessionUserSchema = v.looseObject({
  id: v.optional(v.number()),
  name: v.optional(v.nullable(v.string())),
  email: v.optional(v.nullable(v.string())),
  picture: v.optional(v.nullable(v.string())),
  userHasSubscriptionPlans: v.optional(
    v.nullable(
      v.array(
        v.looseObject({
          id: v.optional(v.number()),
          subscriptionPlan: subscriptionPlanSchema,
        }),
      ),
    ),
  ),
  bellowShorterProUser: v.optional(v.nullable(v.boolean())),
  shorterProUserOrBetter: v.optional(v.nullable(v.boolean())),
  config: v.optional(v.unknown()),
});

export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

/** GET /api/v1/auth: the signed-in user. */
export function getCurrentUser(): Promise<SessionUser> {
  return getJson('auth', sessionUserSchema);
}

/** POST /api/v1/auth/v2 (payload not shown by the spec; forwarded as given). */
export function postAuthV2(body?: unknown): Promise<unknown> {
  return postJson('auth/v2', body);
}

/** True when the user holds a plan that is not free (plan id 1 is the free plan). */
export function hasPaidPlan(user: SessionUser | null | undefined): boolean {
  return (user?.userHasSubscriptionPlans ?? []).some(
    ({ subscriptionPlan }) => subscriptionPlan.free !== true && subscriptionPlan.id > 1,
  );
}

/** The highest plan id the user holds (1 = free). */
export function highestPlanId(user: SessionUser | null | undefined): number {
  return Math.max(
    1,
    ...(user?.userHasSubscriptionPlans ?? []).map(({ subscriptionPlan }) => subscriptionPlan.id),
  );
}
