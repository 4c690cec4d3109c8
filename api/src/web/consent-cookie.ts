/**
 * The shell's consent cookie (shell/src/consent/consent.ts), as the server reads it: set once the visitor chose
 * their cookies, its value the JSON of their choices (`{"necessary":true,"analytics":false,…}`).
 */
export const CONSENT_COOKIE = 'atalho_consent';

const PREFIX = `${CONSENT_COOKIE}=`;

/** The consent cookie's raw value in a Cookie header, if there is one. */
function consentValueOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(PREFIX)) return cookie.slice(PREFIX.length);
  }
  return undefined;
}

/** Whether the request carries the consent cookie (the visitor answered the notice, whatever they chose). */
export function hasConsentCookie(header: string | undefined): boolean {
  return consentValueOf(header) !== undefined;
}

/**
 * Whether the visitor accepted analytics cookies, read as the shell's `readConsent` reads it: no cookie or an
 * unreadable one is no answer (no consent); a saved choice without the analytics flag keeps its default (on).
 */
export function consentsToAnalytics(header: string | undefined): boolean {
  const raw = consentValueOf(header);
  if (!raw) return false;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null) return false;
    const analytics = (parsed as Record<string, unknown>).analytics;
    return typeof analytics === 'boolean' ? analytics : true;
  } catch {
    return false;
  }
}
