import { googleSignInUrl, rememberTargetRoute } from '@atalho/sdk';

/** Remembers where to land after sign-in, then goes to the API's Google authorization address. */
export function signInWithGoogle(targetRoute: string): void {
  rememberTargetRoute(targetRoute);
  globalThis.location.assign(googleSignInUrl());
}
