import * as v from 'valibot';
import { Config } from './configs';
import { Feature } from './entitlements';

export const SubscriptionPlanRef = v.object({
  id: v.number(),
  name: v.string(),
  free: v.boolean(),
});
export type SubscriptionPlanRef = v.InferOutput<typeof SubscriptionPlanRef>;

export const UserHasSubscriptionPlan = v.object({
  id: v.number(),
  subscriptionPlan: SubscriptionPlanRef,
});
export type UserHasSubscriptionPlan = v.InferOutput<typeof UserHasSubscriptionPlan>;

/** A user as the owner of something (never exposes more to visitors than these fields). */
export const User = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  picture: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof User>;

/** `GET /api/v1/auth` and `POST /api/v1/auth/v2`: the signed-in user with plans and page config. */
export const AuthUser = v.object({
  ...User.entries,
  /** The user's page config (spec 001 §3 "Page config"), null when none is saved. */
  config: v.nullable(Config),
  userHasSubscriptionPlans: v.array(UserHasSubscriptionPlan),
  /** What the user's plans unlock (the entitlements table); the UI asks `useEntitlement(feature)`. */
  features: v.array(Feature),
  /** True when the user has no PRO or BUSINESS plan. */
  bellowShorterProUser: v.boolean(),
  /** True when the user has a PRO or BUSINESS plan. */
  shorterProUserOrBetter: v.boolean(),
});
export type AuthUser = v.InferOutput<typeof AuthUser>;

/** `POST /api/v1/auth/v2` accepts an empty or any JSON object body (the spec does not show one). */
export const AuthV2Body = v.optional(v.nullable(v.object({})));

/** `POST /api/v1/auth/exchange`: the single-use code of `/loading?authorization=CODE` (issue 9). */
export const AuthExchangeBody = v.object({
  code: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(128, 'invalidSize')),
});
export type AuthExchangeBody = v.InferOutput<typeof AuthExchangeBody>;

/** The session the exchange opens: the bearer token and when it expires (ISO-8601). */
export const AuthSession = v.object({
  authorization: v.string(),
  expiredAt: v.string(),
});
export type AuthSession = v.InferOutput<typeof AuthSession>;

/**
 * `POST /api/v1/auth/api-credentials` (spec 001 §3 "Authorization credential"): the bearer, shown once, and
 * when it expires as the spec writes it, ISO-8601 with a `[UTC]` suffix (`2027-11-22T20:00:00.000Z[UTC]`).
 */
export const ApiCredentialCreated = v.object({
  id: v.number(),
  authorization: v.string(),
  expiredAt: v.string(),
});
export type ApiCredentialCreated = v.InferOutput<typeof ApiCredentialCreated>;

/** A credential in the list: never its secret. */
export const ApiCredential = v.object({
  id: v.number(),
  dateCreate: v.string(),
  expiredAt: v.string(),
});
export type ApiCredential = v.InferOutput<typeof ApiCredential>;
export const ApiCredentialList = v.array(ApiCredential);
export type ApiCredentialList = v.InferOutput<typeof ApiCredentialList>;

/** The `expiredAt` text of a credential as a Date (drops the `[UTC]` suffix). */
export function parseExpiredAt(expiredAt: string): Date {
  return new Date(expiredAt.replace(/\[UTC\]$/, ''));
}
