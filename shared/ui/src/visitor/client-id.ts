import { CONSENT_COOKIE, consentOf } from './consent';

/**
 * The `atalho_cid` cookie: one random client id per browser, sent as the click's userSessionId, kept only by a
 * visitor who accepted analytics cookies. Without that consent the server counts the visitor by a daily id of
 * their address and browser, and no identifier is stored in the browser (decision 041).
 */
const CLIENT_ID_COOKIE = 'atalho_cid';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Sets the cookie, or removes it (`maxAge` 0: an expiry in the past, which every browser honours). */
function writeClientId(value: string, maxAge: number): void {
  const lifetime = maxAge > 0 ? `max-age=${maxAge}` : 'expires=Thu, 01 Jan 1970 00:00:00 GMT';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${CLIENT_ID_COOKIE}=${encodeURIComponent(value)}; ${lifetime}; path=/; SameSite=Lax`;
}

function clientIdNow(): string | undefined {
  const existing = readCookie(CLIENT_ID_COOKIE);
  if (consentOf(readCookie(CONSENT_COOKIE))?.analytics !== true) {
    // One set before the visitor refused (or by an earlier version, which set it for everyone) goes too.
    if (existing !== null) writeClientId('', 0);
    return undefined;
  }
  if (existing) return existing;
  const id = randomId();
  writeClientId(id, ONE_YEAR_SECONDS);
  return id;
}

let decided: { id: string | undefined } | undefined;

/**
 * The click's userSessionId: the client id with analytics consent, none without. Decided at the page's first
 * click and kept for the page: a visitor who accepts the notice after it (then taps a bio's button) stays the
 * visitor the page's first click counted, rather than a second one whose use of the page's visit key would be
 * read as a replay (decision 031). Their next page uses the client id.
 */
export function clientIdWithConsent(): string | undefined {
  decided ??= { id: clientIdNow() };
  return decided.id;
}
