/**
 * The visitor's cookie choices (spec 000 §3), saved by the shell's cookie notice in `atalho_consent` as JSON and
 * read here for every page: the shell's notice and page view, the click's visitor (decision 041). The API reads
 * the same cookie (api/src/web/consent-cookie.ts).
 */
export const CONSENT_COOKIE = 'atalho_consent';

export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  advertising: boolean;
  research: boolean;
}

/** Spec 000 §3: necessary always on, analytics on, advertising off, research on. */
export const DEFAULT_PREFERENCES: ConsentPreferences = {
  necessary: true,
  analytics: true,
  advertising: false,
  research: true,
};

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** The preferences a consent cookie's (decoded) value holds; null without one or for an unreadable one. */
export function consentOf(raw: string | null): ConsentPreferences | null {
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
