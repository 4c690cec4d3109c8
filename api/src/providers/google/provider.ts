/** What Atalho needs from Google sign-in; a test points the HTTP adapter at a local stub server. */
export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

export interface GoogleProvider {
  /** Google's consent address for this sign-in: `state` and the PKCE `codeVerifier` are kept by the caller. */
  authorizationUrl(params: { state: string; codeVerifier: string }): string;
  /** Exchanges the callback's code (with the same PKCE verifier) for the signed-in person's profile. */
  exchangeCode(params: { code: string; codeVerifier: string }): Promise<GoogleProfile>;
}

export interface GoogleEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export const googleEndpoints: GoogleEndpoints = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};
