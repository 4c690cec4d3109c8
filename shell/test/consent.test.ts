import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  DEFAULT_PREFERENCES,
  REJECT_ALL,
  readConsent,
  saveConsent,
} from '../src/consent/consent';
import { readCookie, writeCookie } from '../src/consent/cookies';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) writeCookie(name, '', 0);
  }
}

beforeEach(clearCookies);

describe('consent cookie', () => {
  it('is absent until the visitor chooses (the banner shows)', () => {
    expect(readConsent()).toBeNull();
  });

  it('has the spec defaults: necessary and analytics and research on, advertising off', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      necessary: true,
      analytics: true,
      advertising: false,
      research: true,
    });
  });

  it('round-trips accept all and reject all; necessary stays on', () => {
    saveConsent(ACCEPT_ALL);
    expect(readConsent()).toEqual(ACCEPT_ALL);
    saveConsent(REJECT_ALL);
    expect(readConsent()).toEqual({ necessary: true, analytics: false, advertising: false, research: false });
  });

  it('stores JSON preferences under atalho_consent', () => {
    saveConsent({ ...DEFAULT_PREFERENCES, advertising: true });
    expect(JSON.parse(readCookie(CONSENT_COOKIE) ?? '{}')).toMatchObject({
      advertising: true,
      necessary: true,
    });
  });

  it('treats a broken cookie as no choice', () => {
    writeCookie(CONSENT_COOKIE, 'not-json', 60);
    expect(readConsent()).toBeNull();
  });
});
