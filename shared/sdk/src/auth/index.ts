import { AuthSession, AuthUser } from '@atalho/sdk/schemas';
import { api, parseResponse, silent } from '../client';

/** Query keys of the signed-in user (the session store holds it; keys are for pages that refetch it). */
export const authKeys = {
  all: ['auth'],
  current: () => [...authKeys.all, 'current'],
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
