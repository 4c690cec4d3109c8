import { ONE_YEAR_SECONDS, readCookie, writeCookie } from './cookies';

export const CONSENT_COOKIE = 'atalho_consent';

export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
  research: boolean;
}

export type OptionalCategory = Exclude<keyof ConsentPreferences, 'necessary'>;

/** Spec 000 §3: necessary always on, analytics on, advertising off, research on. */
export const DEFAULT_PREFERENCES: ConsentPreferences = {
  necessary: true,
  analytics: true,
  advertising: false,
  research: true,
};

export const ACCEPT_ALL: ConsentPreferences = {
  necessary: true,
  analytics: true,
  advertising: true,
  research: true,
};
export const REJECT_ALL: ConsentPreferences = {
  necessary: true,
  analytics: false,
  advertising: false,
  research: false,
};

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** The saved preferences, or null while the visitor has not chosen (the banner shows). */
export function readConsent(doc: Document = document): ConsentPreferences | null {
  const raw = readCookie(CONSENT_COOKIE, doc);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return {
      necessary: true,
      analytics: flag(record.analytics, DEFAULT_PREFERENCES.analytics),
      advertising: flag(record.advertising, DEFAULT_PREFERENCES.advertising),
      research: flag(record.research, DEFAULT_PREFERENCES.research),
    };
  } catch {
    return null;
  }
}

export function saveConsent(preferences: ConsentPreferences, doc: Document = document): void {
  writeCookie(CONSENT_COOKIE, JSON.stringify({ ...preferences, necessary: true }), ONE_YEAR_SECONDS, doc);
}
