import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { type GoogleEndpoints, type GoogleProfile, type GoogleProvider, googleEndpoints } from './provider';

export interface GoogleCredentials {
  clientId: string;
  clientSecret: string;
}

function stringField(value: Record<string, unknown>, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null) {
    throw new Error(`Google ${what} failed with HTTP ${response.status}`);
  }
  return body as Record<string, unknown>;
}

const SCOPES = ['openid', 'email', 'profile'];

/**
 * OAuth 2.0 authorization-code flow with state and PKCE (S256) through arctic's generic client (decision 009),
 * against Google's endpoints or a stub's; the profile comes from the OpenID userinfo endpoint.
 */
export function createGoogleProvider(
  credentials: GoogleCredentials,
  redirectUri: string,
  endpoints: GoogleEndpoints = googleEndpoints,
): GoogleProvider {
  const client = new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri);
  return {
    authorizationUrl({ state, codeVerifier }) {
      const url = client.createAuthorizationURLWithPKCE(
        endpoints.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      url.searchParams.set('prompt', 'select_account');
      return url.toString();
    },
    async exchangeCode({ code, codeVerifier }): Promise<GoogleProfile> {
      const tokens = await client.validateAuthorizationCode(endpoints.tokenUrl, code, codeVerifier);
      const profileResponse = await fetch(endpoints.userInfoUrl, {
        headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      const profile = await readJson(profileResponse, 'userinfo');
      const sub = stringField(profile, 'sub');
      const email = stringField(profile, 'email');
      if (!sub || !email) throw new Error('Google profile lacks sub or email');
      return {
        sub,
        email: email.toLowerCase(),
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: stringField(profile, 'name') ?? email.split('@')[0] ?? email,
        picture: stringField(profile, 'picture') ?? null,
      };
    },
  };
}
