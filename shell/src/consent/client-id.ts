import { ONE_YEAR_SECONDS, readCookie, writeCookie } from './cookies';

/** The visitor's client id (a click's `userSessionId`), set once and kept for a year. */
export const CLIENT_ID_COOKIE = 'atalho_cid';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function ensureClientId(doc: Document = document): string {
  const existing = readCookie(CLIENT_ID_COOKIE, doc);
  if (existing) return existing;
  const id = randomId();
  writeCookie(CLIENT_ID_COOKIE, id, ONE_YEAR_SECONDS, doc);
  return id;
}
