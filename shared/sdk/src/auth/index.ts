import { ApiCredentialCreated, ApiCredentialList, AuthSession, AuthUser } from '@atalho/sdk/schemas';
import { api, parseResponse, silent } from '../client';

/** Query keys of the signed-in user (the session store holds it; keys are for pages that refetch it). */
export const authKeys = {
  all: ['auth'],
  current: () => [...authKeys.all, 'current'],
  /** The API access page's credentials; creating or revoking one invalidates it. */
  apiCredentials: () => [...authKeys.all, 'api-credentials'],
} as const;

/** The signed-in user as `GET /api/v1/auth` returns it. */
export type SessionUser = AuthUser;

/** GET /api/v1/auth: the signed-in user. */
export async function getCurrentUser(): Promise<SessionUser> {
  return parseResponse(AuthUser, await api.get('auth').json());
}

/** POST /api/v1/auth/v2: the signed-in user again, as the legacy client asks for it after signing in. */
export async function postAuthV2(): Promise<SessionUser> {
  return parseResponse(AuthUser, await api.post('auth/v2').json());
}

/** POST /api/v1/auth/exchange: the session for the landing's single-use code (sent with the sign-in cookie). */
export async function exchangeSignInCode(code: string): Promise<AuthSession> {
  return parseResponse(AuthSession, await api.post('auth/exchange', { json: { code } }).json());
}

/** POST /api/v1/auth/logout: the stored token stops working on the server too. */
export async function revokeSession(): Promise<void> {
  await api.post('auth/logout', silent);
}

/** POST /api/v1/auth/api-credentials (PRO or better): the credential, shown once, and its `expiredAt`. */
export async function createApiCredential(): Promise<ApiCredentialCreated> {
  return parseResponse(ApiCredentialCreated, await api.post('auth/api-credentials').json());
}

/** GET /api/v1/auth/api-credentials: the signed-in user's credentials, without their secrets. */
export async function listApiCredentials(): Promise<ApiCredentialList> {
  return parseResponse(ApiCredentialList, await api.get('auth/api-credentials').json());
}

/** DELETE /api/v1/auth/api-credentials/{id}: the credential answers 401 from then on. */
export async function revokeApiCredential(id: number): Promise<void> {
  await api.delete(`auth/api-credentials/${id}`);
}
