import type { CreateClickBody } from '@atalho/sdk/schemas';
import { platformOf } from '@atalho/sdk/visitor-device';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { GeoLookup } from '../../providers/geo';
import type { VisitTokens } from '../../security/visit-token';
import type { LinkViewCache } from '../../visitor-cache';
import type { VisitorViews } from '../../visitor-views';
import { getOnlineAddressView, getOnlineAddressViewById } from '../online-addresses';
import { type GroupCommit, QueueFullError } from './click-batcher';
import { isCrawler } from './is-crawler';
import type { NewClick } from './queries';
import type { ClickCap, Suspicion } from './visitor-cap';

export interface ClickDeps {
  db: Db;
  links: LinkViewCache;
  views: VisitorViews;
  batcher: GroupCommit<NewClick>;
  geo: GeoLookup;
  visitTokens: VisitTokens;
  cap: ClickCap;
}

/**
 * `counted`: stored and in the rollup. `not-counted`: no valid visit token (nothing stored), a crawler that
 * ran the page, or over a cap (both stored apart as suspicious). `queue-full`: nothing stored, come back later.
 */
export type ClickOutcome = 'counted' | 'not-counted' | 'queue-full';

export interface ClickContext {
  userAgent: string | undefined;
  ip: string;
  now: Date;
}

async function resolveLinkId(deps: ClickDeps, target: CreateClickBody['onlineAddress']): Promise<number> {
  const source = { db: deps.db, cache: deps.links, views: deps.views };
  if ('code' in target) {
    const { view } = await getOnlineAddressView(source, target.code);
    if (!view) throw notFound();
    return view.id;
  }
  const { view } = await getOnlineAddressViewById(source, target.id);
  if (!view) throw notFound();
  return view.id;
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
  const onlineAddressId = await resolveLinkId(deps, body.onlineAddress);
  if (!deps.visitTokens.verify(body.visitToken, onlineAddressId)) return 'not-counted';
  const userSessionId = body.userSessionId ?? null;
  // A bot or link preview that ran the page is kept apart like an over-the-cap click: the dashboard shows both
  // as "set apart", never as views.
  const suspicion: Suspicion | 'crawler' | null = crawler
    ? 'crawler'
    : deps.cap({ onlineAddressId, userSessionId, address: context.ip });
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
    if (error instanceof QueueFullError) return 'queue-full';
    // The write failed (logged by the batcher) or we are shutting down: this click was not stored.
    throw new AppError(503, ['service.unavailable']);
  }
  return suspicion === null ? 'counted' : 'not-counted';
}
