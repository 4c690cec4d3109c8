import type { Db } from '../../db/client';
import type { CachedView, LinkViewCache } from '../../visitor-cache';
import type { VisitorViews } from '../../visitor-views';
import { activePlansOf, findVisitorRow, toOwnerView, toVisitorView } from './visitor-view-query';

const MAX_TTL_MS = 300_000;

/** Where a visitor view comes from: the database, the app's cache and the areas' views (decision 027). */
export interface VisitorSource {
  db: Db;
  cache: LinkViewCache;
  views: VisitorViews;
}

/** Concurrent misses for one link share one database round trip. */
const inFlight = new WeakMap<LinkViewCache, Map<string, Promise<CachedView>>>();

function shared(source: VisitorSource, key: Key): Promise<CachedView> {
  const { cache } = source;
  let pending = inFlight.get(cache);
  if (!pending) {
    pending = new Map();
    inFlight.set(cache, pending);
  }
  const name = 'code' in key ? `c:${key.code}` : `i:${key.id}`;
  const running = pending.get(name);
  if (running) return running;
  const map = pending;
  const loading = load(source, key).finally(() => map.delete(name));
  map.set(name, loading);
  return loading;
}

type Key = { code: string } | { id: number };

async function load({ db, cache, views }: VisitorSource, key: Key): Promise<CachedView> {
  const epoch = cache.epoch;
  cache.misses += 1;
  const row = await findVisitorRow(db, key);
  if (!row) return cache.set(key, null, null, epoch);
  // A bio or another area's page: its own rows, read by its own statement (only for the types that have one).
  const area = views.hasViewsFor(row.type) ? await views.attach(db, row) : undefined;
  const ownerId = row.userId;
  const plans = activePlansOf(row);
  // A plan that ends soon must not outlive its end in the cache.
  const now = Date.now();
  const ends = plans.flatMap((plan) => (plan.endAt ? [plan.endAt.getTime() - now] : []));
  const ttl = Math.max(1_000, Math.min(MAX_TTL_MS, ...ends));
  // Every link of an owner shares one object for what they show (decision 010): built on the owner's first miss.
  const owner =
    ownerId === null
      ? null
      : (cache.owner(ownerId) ?? cache.setOwner(ownerId, toOwnerView(row, plans), epoch, ttl));
  const view = area ? { ...toVisitorView(row, owner), ...area } : toVisitorView(row, owner);
  return cache.set(key, view, ownerId, epoch, ttl, area ? views.bytesOf(view) : 0);
}

/** The visitor view of a code (its `view` is null when the code is unknown or inactive). */
export function getOnlineAddressView(source: VisitorSource, code: string): CachedView | Promise<CachedView> {
  return source.cache.get(code) ?? shared(source, { code });
}

/** The same by link id. */
export function getOnlineAddressViewById(
  source: VisitorSource,
  id: number,
): CachedView | Promise<CachedView> {
  return source.cache.getById(id) ?? shared(source, { id });
}
