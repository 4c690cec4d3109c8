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

/** OAuth 2.0 authorization-code flow against Google's (or a stub's) endpoints. */
export function createGoogleProvider(
  credentials: GoogleCredentials,
  endpoints: GoogleEndpoints = googleEndpoints,
): GoogleProvider {
  return {
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(endpoints.authorizationUrl);
      url.search = new URLSearchParams({
        client_id: credentials.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }): Promise<GoogleProfile> {
      const tokenResponse = await fetch(endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code,
          client_id: credentials.clientId,
          client_secret: credentials.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const accessToken = stringField(await readJson(tokenResponse, 'token exchange'), 'access_token');
      if (!accessToken) throw new Error('Google token exchange returned no access_token');
      const profileResponse = await fetch(endpoints.userInfoUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
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
