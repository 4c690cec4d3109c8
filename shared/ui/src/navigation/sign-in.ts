import { googleSignInUrl, rememberChosenPlan, rememberTargetRoute } from '@atalho/sdk';

/** Remembers where to land after sign-in, then goes to the API's Google authorization address. */
export function signInWithGoogle(targetRoute: string): void {
  rememberTargetRoute(targetRoute);
  globalThis.location.assign(googleSignInUrl());
}

/**
 * A visitor chose a paid plan: sign in and come back to the plans page, which opens that plan's
 * subscription (spec 002 §4 "Subscribe flow"; the home page and the plans page's login dialog both use it).
 */
export function signInToSubscribe(planId: number): void {
  rememberChosenPlan(planId);
  signInWithGoogle(`/plans?planId=${planId}`);
}
