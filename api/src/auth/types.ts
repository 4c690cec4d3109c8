import type { Feature, PlanTier } from '@atalho/sdk/schemas';

/** One active row of user_subscription_plans with its plan. */
export interface ActivePlan {
  /** user_subscription_plans.id */
  id: number;
  planId: number;
  name: string;
  free: boolean;
  tier: PlanTier;
  endAt: Date | null;
}

/** The signed-in user as routes see it on `request.user`. */
export interface AuthenticatedUser {
  id: number;
  email: string;
  name: string;
  picture: string | null;
  plans: ActivePlan[];
  /** How the request authenticated: a session token from sign-in or a long-lived API credential. */
  via: 'session' | 'api-credential';
}

/**
 * What an /api/v1 route must declare: `config: { auth: true }` (signed in), `config: { feature: 'customPreview' }`
 * (signed in and entitled; implies auth) or `config: { auth: false }` (public; `request.user` may still be set).
 */
export interface RouteAuthConfig {
  auth?: boolean;
  feature?: Feature;
  /**
   * The route also accepts a long-lived API credential as the bearer (the online-addresses calls). Signed-in
   * routes without it answer 403 `forbidden` to a credential: it cannot mint credentials, log out or act
   * on the other areas.
   */
  apiCredentials?: boolean;
}

/**
 * Turns a bearer token into its owner. Session tokens are built in; long-lived API credentials
 * register another resolver (see registerTokenResolver). Return null when the token is not yours.
 */
export type TokenResolver = (
  token: string,
) => Promise<{ userId: number; via: AuthenticatedUser['via'] } | null>;
