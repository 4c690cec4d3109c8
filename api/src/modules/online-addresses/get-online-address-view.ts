import type { Db } from '../../db/client';
import type { CachedView, LinkViewCache } from '../../visitor-cache';
import { activePlansOf, findVisitorRow, toOwnerView, toVisitorView } from './visitor-view-query';

const MAX_TTL_MS = 300_000;

/** Concurrent misses for one link share one database round trip. */
const inFlight = new WeakMap<LinkViewCache, Map<string, Promise<CachedView>>>();

function shared(db: Db, cache: LinkViewCache, key: Key): Promise<CachedView> {
  let pending = inFlight.get(cache);
  if (!pending) {
    pending = new Map();
    inFlight.set(cache, pending);
  }
  const name = 'code' in key ? `c:${key.code}` : `i:${key.id}`;
  const running = pending.get(name);
  if (running) return running;
  const map = pending;
  const loading = load(db, cache, key).finally(() => map.delete(name));
  map.set(name, loading);
  return loading;
}

type Key = { code: string } | { id: number };

async function load(db: Db, cache: LinkViewCache, key: Key): Promise<CachedView> {
  const epoch = cache.epoch;
  cache.misses += 1;
  const row = await findVisitorRow(db, key);
  if (!row) return cache.set(key, null, null, epoch);
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
  return cache.set(key, toVisitorView(row, owner), ownerId, epoch, ttl);
}

/** The visitor view of a code (its `view` is null when the code is unknown or inactive). */
export function getOnlineAddressView(
  db: Db,
  cache: LinkViewCache,
  code: string,
): CachedView | Promise<CachedView> {
  return cache.get(code) ?? shared(db, cache, { code });
}

/** The same by link id. */
export function getOnlineAddressViewById(
  db: Db,
  cache: LinkViewCache,
  id: number,
): CachedView | Promise<CachedView> {
  return cache.getById(id) ?? shared(db, cache, { id });
}
