import { create } from 'zustand';
import { getCurrentUser, revokeSession, type SessionUser } from './auth';
import { apiBaseUrl, readStoredToken, STORAGE_KEYS, setUnauthorizedHandler } from './client';

/** 15 hours, as the spec's sign-in rule. */
export const TOKEN_LIFETIME_MS = 54_000_000;

export type SessionStatus = 'anonymous' | 'loading' | 'signed-in';

export interface SessionState {
  token: string | null;
  expiresAt: number | null;
  user: SessionUser | null;
  /** 'loading': a token is stored but the user is not loaded yet. */
  status: SessionStatus;
  signIn(token: string, now?: number): void;
  logout(): void;
  loadUser(): Promise<SessionUser | null>;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function initialState(): Pick<SessionState, 'token' | 'expiresAt' | 'user' | 'status'> {
  const token = readStoredToken();
  const expiresAt = token ? Number(safeStorage()?.getItem(STORAGE_KEYS.expiration)) : null;
  return { token, expiresAt, user: null, status: token ? 'loading' : 'anonymous' };
}

let userRequest: Promise<SessionUser | null> | null = null;

/** The page's one session store (a federation singleton through @atalho/sdk). */
export const useSession = create<SessionState>()((set, get) => ({
  ...initialState(),
  signIn(token, now = Date.now()) {
    const expiresAt = now + TOKEN_LIFETIME_MS;
    const store = safeStorage();
    store?.setItem(STORAGE_KEYS.authorization, token);
    store?.setItem(STORAGE_KEYS.expiration, String(expiresAt));
    set({ token, expiresAt, user: null, status: 'loading' });
  },
  logout() {
    safeStorage()?.clear();
    userRequest = null;
    set({ token: null, expiresAt: null, user: null, status: 'anonymous' });
  },
  loadUser() {
    if (!readStoredToken()) {
      if (get().token) get().logout();
      return Promise.resolve(null);
    }
    userRequest ??= getCurrentUser()
      .then((user) => {
        set({ user, status: 'signed-in' });
        return user;
      })
      .catch(() => {
        get().logout();
        return null;
      })
      .finally(() => {
        userRequest = null;
      });
    return userRequest;
  },
}));

setUnauthorizedHandler(() => {
  if (useSession.getState().token) useSession.getState().logout();
});

/** Logout: the server revokes the token, then the page forgets it (also when the server cannot be reached). */
export async function signOut(): Promise<void> {
  if (readStoredToken()) await revokeSession().catch(() => undefined);
  useSession.getState().logout();
}

/** Whether a valid (unexpired) authorization is stored; clears storage when it has expired. */
export function hasStoredAuthorization(now?: number): boolean {
  return readStoredToken(now) !== null;
}

/** Saves where to go after signing in (the authentication landing reads it once). */
export function rememberTargetRoute(path: string): void {
  safeStorage()?.setItem(STORAGE_KEYS.targetRoute, path);
}

export function takeTargetRoute(): string | null {
  const store = safeStorage();
  const route = store?.getItem(STORAGE_KEYS.targetRoute) ?? null;
  store?.removeItem(STORAGE_KEYS.targetRoute);
  return route;
}

/**
 * The plan a visitor chose on the plans page, kept while the login dialog is open and across the sign-in
 * round trip, so the plans page can open that plan's subscription once the user is back signed in.
 */
export function rememberChosenPlan(planId: number): void {
  safeStorage()?.setItem(STORAGE_KEYS.chosenPlan, String(planId));
}

export function forgetChosenPlan(): void {
  safeStorage()?.removeItem(STORAGE_KEYS.chosenPlan);
}

/** The remembered plan id, read once (it is forgotten as it is read). */
export function takeChosenPlan(): number | null {
  const store = safeStorage();
  const value = Number(store?.getItem(STORAGE_KEYS.chosenPlan) ?? Number.NaN);
  store?.removeItem(STORAGE_KEYS.chosenPlan);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Where the browser goes to start Google sign-in. */
export function googleSignInUrl(): string {
  return `${apiBaseUrl()}/oauth2/authorization/google`;
}
