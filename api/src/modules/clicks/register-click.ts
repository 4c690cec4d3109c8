import type { CreateClickBody } from '@atalho/sdk/schemas';
import { platformOf } from '@atalho/sdk/visitor-device';
import type { Db } from '../../db/client';
import { type GroupCommit, QueueFullError } from '../../db/group-commit';
import { AppError, notFound } from '../../errors';
import { addressGroupOf } from '../../http/client-address';
import type { GeoLookup } from '../../providers/geo';
import type { VisitTokens } from '../../security/visit-token';
import type { LinkViewCache } from '../../visitor-cache';
import type { VisitorViews } from '../../visitor-views';
import { getOnlineAddressView, getOnlineAddressViewById } from '../online-addresses';
import { isCrawler } from './is-crawler';
import type { NewClick } from './queries';
import type { VisitKeys } from './visit-keys';
import type { Admission, Visit, VisitLedger } from './visit-ledger';
import type { VisitorIds } from './visitor-ids';

export interface ClickDeps {
  db: Db;
  links: LinkViewCache;
  views: VisitorViews;
  batcher: GroupCommit<NewClick>;
  geo: GeoLookup;
  visitTokens: VisitTokens;
  /** Opens the page load's visit key (its cookie). */
  visitKeys: VisitKeys;
  /** Single use of a key per link, bound to a session; the hourly caps (decision 031). */
  ledger: VisitLedger;
  /** The visitor's id of the day for visitors without analytics consent (decision 041). */
  visitorIds: VisitorIds;
}

/** Why a click was kept apart instead of counted (`suspicious_clicks.reason`). */
type Suspicion = Exclude<Admission, 'counted' | 'repeat'> | 'crawler' | 'visit-missing';

/**
 * `counted`: stored and in the rollup. `not-counted`: no valid visit token or a repeat of the same visit
 * (nothing stored); a crawler that ran the page, a click without its page load's visit key, a key used by
 * another session, or over a cap (all stored apart as suspicious). `queue-full`: nothing stored, come back later.
 */
export type ClickOutcome = 'counted' | 'not-counted' | 'queue-full';

export interface ClickContext {
  userAgent: string | undefined;
  ip: string;
  now: Date;
  /** The `atalho_visit` cookie the page load set, if the browser sent it. */
  visitKey: string | undefined;
  /**
   * The visitor accepted analytics cookies (`atalho_consent`): the body's userSessionId (their `atalho_cid`), when
   * sent, is the visitor. Otherwise the visitor is the day's id of their address and browser, whatever the body
   * says (decision 041).
   */
  analyticsConsent: boolean;
}

async function resolveLink(
  deps: ClickDeps,
  target: CreateClickBody['onlineAddress'],
): Promise<{ id: number; ownerId: number | null }> {
  const source = { db: deps.db, cache: deps.links, views: deps.views };
  const { view, ownerId } = await ('code' in target
    ? getOnlineAddressView(source, target.code)
    : getOnlineAddressViewById(source, target.id));
  if (!view) throw notFound();
  return { id: view.id, ownerId };
}

/** The click's visitor: their client id (with consent) or the day's id of their address and browser. */
async function visitorOf(
  deps: ClickDeps,
  body: CreateClickBody,
  context: ClickContext,
  ownerId: number | null,
): Promise<{ id: string; cookieless: boolean }> {
  if (context.analyticsConsent && body.userSessionId) return { id: body.userSessionId, cookieless: false };
  try {
    const id = await deps.visitorIds.idOf({
      ownerId,
      ip: context.ip,
      userAgent: context.userAgent,
      now: context.now,
    });
    return { id, cookieless: true };
  } catch {
    // The day's salt could not be read: nothing stored, the visitor's page may retry.
    throw new AppError(503, ['service.unavailable']);
  }
}

/** Records a visitor's click; resolves once the click is stored (see ClickOutcome). */
export async function registerClick(
  deps: ClickDeps,
  body: CreateClickBody,
  context: ClickContext,
): Promise<ClickOutcome> {
  const crawler = context.userAgent !== undefined && isCrawler(context.userAgent);
  // A crawler without a page's visit token (most of them) costs nothing: no lookup, nothing stored.
  if (crawler && !body.visitToken) return 'not-counted';
  const link = await resolveLink(deps, body.onlineAddress);
  const onlineAddressId = link.id;
  if (!deps.visitTokens.verify(body.visitToken, onlineAddressId)) return 'not-counted';
  const visitor = await visitorOf(deps, body, context, link.ownerId);
  const userSessionId = visitor.id;
  // A bot or link preview that ran the page is kept apart like an over-the-cap click: the dashboard shows both
  // as "set apart", never as views.
  let suspicion: Suspicion | null = null;
  let visit: Visit | undefined;
  const key = context.visitKey;
  if (crawler) suspicion = 'crawler';
  else if (key === undefined || !deps.visitKeys.open(key)) suspicion = 'visit-missing';
  else {
    visit = {
      key,
      linkId: onlineAddressId,
      // The day's id is shared by everyone behind one address with the same browser build (a carrier NAT of
      // identical phones): for the caps each page load of theirs is a visitor, so their views are capped as a
      // NAT's browsers are (100 per address and link an hour), not as one person's (decision 041).
      session: visitor.cookieless ? `${userSessionId} ${key}` : userSessionId,
      address: addressGroupOf(context.ip),
    };
    const admission = await deps.ledger.admit(visit);
    if (admission === 'repeat') return 'not-counted';
    if (admission !== 'counted') suspicion = admission;
  }
  const sent = new Map(
    (body.clickProperties ?? []).map((property) => [property.name, property.value.trim()]),
  );
  const geo = deps.geo.lookup(context.ip);
  const click: NewClick = {
    onlineAddressId,
    userSessionId,
    platform: sent.get('platform') || platformOf(context.userAgent),
    breakpointName: sent.get('breakpoint-name') || null,
    shareOn: sent.get('share-on') || null,
    country: geo?.country ?? null,
    state: geo?.state ?? null,
    city: geo?.city ?? null,
    createdAt: context.now,
    suspicion,
  };
  try {
    await deps.batcher.add(click);
  } catch (error) {
    // Not stored: the page load's key may still count this link on a retry.
    if (visit) deps.ledger.release(visit);
    if (error instanceof QueueFullError) return 'queue-full';
    // The write failed (logged by the batcher) or we are shutting down: this click was not stored.
    throw new AppError(503, ['service.unavailable']);
  }
  return suspicion === null ? 'counted' : 'not-counted';
}
