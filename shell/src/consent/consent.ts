import { CONSENT_COOKIE, type ConsentPreferences, consentOf } from '@atalho/ui/visitor-dom';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from './cookies';

export { CONSENT_COOKIE, type ConsentPreferences, DEFAULT_PREFERENCES } from '@atalho/ui/visitor-dom';

export type OptionalCategory = Exclude<keyof ConsentPreferences, 'necessary'>;

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

/** The saved preferences, or null while the visitor has not chosen (the banner shows). */
export function readConsent(doc: Document = document): ConsentPreferences | null {
  return consentOf(readCookie(CONSENT_COOKIE, doc));
}

export function saveConsent(preferences: ConsentPreferences, doc: Document = document): void {
  writeCookie(CONSENT_COOKIE, JSON.stringify({ ...preferences, necessary: true }), ONE_YEAR_SECONDS, doc);
}
