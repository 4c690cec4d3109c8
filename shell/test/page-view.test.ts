import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL, saveConsent } from '../src/consent/consent';
import { readCookie, writeCookie } from '../src/consent/cookies';
import { sendOwnerPageView } from '../src/visitor/page-view';

const ENDPOINT = 'http://127.0.0.1:4100/g/collect';
const data = { link: { id: 1 }, analytics: { id: 'G-AB12CD34EF', endpoint: ENDPOINT } };

const beacon = vi.fn((_url: string) => true);

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) writeCookie(name, '', 0);
  }
}

function sent(): URL {
  const url = beacon.mock.calls.at(-1)?.[0];
  if (!url) throw new Error('no beacon sent');
  return new URL(url);
}

beforeEach(() => {
  clearCookies();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  history.replaceState(null, '', '/oferta?s=whatsapp');
  document.title = 'Atalho — link para exemplo.com';
});
afterEach(() => history.replaceState(null, '', '/'));

describe("the owner's GA4 page view (decision 039)", () => {
  it('is sent once the visitor accepted analytics: the id, the page, a page_view', () => {
    saveConsent(ACCEPT_ALL);
    expect(sendOwnerPageView(data)).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    const url = sent();
    expect(`${url.origin}${url.pathname}`).toBe(ENDPOINT);
    const params = url.searchParams;
    expect(params.get('v')).toBe('2');
    expect(params.get('tid')).toBe('G-AB12CD34EF');
    expect(params.get('en')).toBe('page_view');
    expect(params.get('dl')).toBe(`${location.origin}/oferta?s=whatsapp`);
    expect(params.get('dt')).toBe('Atalho — link para exemplo.com');
    expect(params.get('_fv')).toBe('1');
    // The client id is Google's cookie, kept for the next page view (not a first visit then).
    const cid = params.get('cid');
    expect(cid).toMatch(/^\d+\.\d+$/);
    expect(readCookie('_ga')).toBe(`GA1.1.${cid}`);
    sendOwnerPageView(data);
    expect(sent().searchParams.get('cid')).toBe(cid);
    expect(sent().searchParams.has('_fv')).toBe(false);
  });

  it('sends nothing and sets no cookie without consent (unanswered or rejected)', () => {
    expect(sendOwnerPageView(data)).toBe(false);
    saveConsent(REJECT_ALL);
    expect(sendOwnerPageView(data)).toBe(false);
    saveConsent({ ...ACCEPT_ALL, analytics: false });
    expect(sendOwnerPageView(data)).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    expect(readCookie('_ga')).toBeNull();
  });

  it('sends nothing for a page without the owner’s analytics, or on the owner’s own preview', () => {
    saveConsent(ACCEPT_ALL);
    expect(sendOwnerPageView({ link: { id: 1 } })).toBe(false);
    expect(sendOwnerPageView(undefined)).toBe(false);
    expect(sendOwnerPageView({ analytics: { id: 'G-AB12CD34EF' } })).toBe(false);
    history.replaceState(null, '', '/oferta?countClick=false');
    expect(sendOwnerPageView(data)).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });
});
