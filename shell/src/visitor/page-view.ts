import { shouldCountClick } from '@atalho/ui/visitor-dom';
import { readConsent } from '../consent/consent';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from '../consent/cookies';

/** The owner's analytics as the server embeds it in a visitor page (api/…/owner-analytics.ts). */
interface OwnerAnalytics {
  id: string;
  endpoint: string;
}

function ownerAnalyticsOf(data: unknown): OwnerAnalytics | undefined {
  const analytics = (data as { analytics?: Partial<OwnerAnalytics> } | null | undefined)?.analytics;
  return typeof analytics?.id === 'string' && typeof analytics.endpoint === 'string'
    ? { id: analytics.id, endpoint: analytics.endpoint }
    : undefined;
}

/** Google's own client id cookie and format (`GA1.1.<random>.<seconds>`), set only with consent. */
const GA_COOKIE = '_ga';

function clientIdOf(doc: Document, now: number): { cid: string; first: boolean } {
  const stored = /^GA1\.\d\.(\d+\.\d+)$/.exec(readCookie(GA_COOKIE, doc) ?? '')?.[1];
  if (stored) return { cid: stored, first: false };
  const cid = `${Math.floor(Math.random() * 2 ** 31)}.${now}`;
  writeCookie(GA_COOKIE, `GA1.1.${cid}`, ONE_YEAR_SECONDS, doc);
  return { cid, first: true };
}

/**
 * Records a GA4 page view for the link owner's measurement id (decision 039): only when the page names one (a PRO
 * owner's) and the visitor accepted analytics cookies, and not on the owner's own previews (`?countClick`). One
 * beacon to the collect endpoint, as gtag.js sends it, without loading gtag.js: nothing comes from Google. The
 * server lists the endpoint in the page's policy for the same visitors only. True when a page view was sent.
 */
export function sendOwnerPageView(data: unknown, doc: Document = document): boolean {
  const analytics = ownerAnalyticsOf(data);
  const location = doc.location;
  if (!analytics || readConsent(doc)?.analytics !== true) return false;
  if (!shouldCountClick(new URLSearchParams(location.search))) return false;
  const now = Math.floor(Date.now() / 1000);
  const { cid, first } = clientIdOf(doc, now);
  const params = new URLSearchParams({
    v: '2',
    tid: analytics.id,
    cid,
    _p: String(Math.floor(Math.random() * 2 ** 31)),
    // Each visit is a session of its own: a short link's page is one view on the way elsewhere.
    sid: String(now),
    sct: '1',
    seg: '1',
    _s: '1',
    _ss: '1',
    ...(first ? { _fv: '1', _nsi: '1' } : {}),
    en: 'page_view',
    dl: location.href,
    dt: doc.title,
    ...(doc.referrer ? { dr: doc.referrer } : {}),
    ul: navigator.language.toLowerCase(),
    sr: `${screen.width}x${screen.height}`,
  });
  return navigator.sendBeacon(`${analytics.endpoint}?${params}`);
}
