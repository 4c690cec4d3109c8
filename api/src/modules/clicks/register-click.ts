import type { CreateClickBody } from '@atalho/sdk/schemas';
import { platformOf } from '@atalho/sdk/visitor-device';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { GeoLookup } from '../../providers/geo';
import type { LinkViewCache } from '../../visitor-cache';
import { getOnlineAddressView, getOnlineAddressViewById } from '../online-addresses';
import type { GroupCommit } from './click-batcher';
import { isCrawler } from './is-crawler';
import type { NewClick } from './queries';

export interface ClickDeps {
  db: Db;
  links: LinkViewCache;
  batcher: GroupCommit<NewClick>;
  geo: GeoLookup;
}

export interface ClickContext {
  userAgent: string | undefined;
  ip: string;
  now: Date;
}

async function resolveLinkId(deps: ClickDeps, target: CreateClickBody['onlineAddress']): Promise<number> {
  if ('code' in target) {
    const { view } = await getOnlineAddressView(deps.db, deps.links, target.code);
    if (!view) throw notFound();
    return view.id;
  }
  const { view } = await getOnlineAddressViewById(deps.db, deps.links, target.id);
  if (!view) throw notFound();
  return view.id;
}

/** Records a visitor's click; answers false (not counted) for crawlers. Resolves once the click is stored. */
export async function registerClick(
  deps: ClickDeps,
  body: CreateClickBody,
  context: ClickContext,
): Promise<boolean> {
  if (context.userAgent && isCrawler(context.userAgent)) return false;
  const onlineAddressId = await resolveLinkId(deps, body.onlineAddress);
  const sent = new Map(
    (body.clickProperties ?? []).map((property) => [property.name, property.value.trim()]),
  );
  const geo = deps.geo.lookup(context.ip);
  const click: NewClick = {
    onlineAddressId,
    userSessionId: body.userSessionId ?? null,
    platform: sent.get('platform') || platformOf(context.userAgent),
    breakpointName: sent.get('breakpoint-name') || null,
    shareOn: sent.get('share-on') || null,
    country: geo?.country ?? null,
    state: geo?.state ?? null,
    city: geo?.city ?? null,
    createdAt: context.now,
  };
  try {
    await deps.batcher.add(click);
  } catch {
    // The batch rolled back (logged once by the batcher) or we are shutting down: nothing of it was stored.
    throw new AppError(503, ['service.unavailable']);
  }
  return true;
}
