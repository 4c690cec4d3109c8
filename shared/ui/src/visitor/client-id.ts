/** The `atalho_cid` cookie: one random client id per browser, sent as the click's userSessionId. */

export const CLIENT_ID_COOKIE = 'atalho_cid';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function ensureClientId(): string {
  const existing = readCookie(CLIENT_ID_COOKIE);
  if (existing) return existing;
  const id = randomId();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${CLIENT_ID_COOKIE}=${encodeURIComponent(id)}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
  return id;
}
