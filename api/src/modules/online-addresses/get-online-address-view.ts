import type { Db } from '../../db/client';
import { findActivePlans } from '../plans/queries';
import type { CachedView, LinkViewCache } from './link-view-cache';
import { findVisitorLink } from './queries';
import { toOnlineAddressView } from './transform';

const MAX_TTL_MS = 300_000;

/** Concurrent misses for one code share one database round trip. */
const inFlight = new WeakMap<LinkViewCache, Map<string, Promise<CachedView>>>();

async function load(db: Db, cache: LinkViewCache, code: string): Promise<CachedView> {
  const epoch = cache.epoch;
  const row = await findVisitorLink(db, code);
  if (!row) return cache.set(code, null, null, epoch);
  const ownerId = row.link.userId;
  const plans = ownerId === null ? [] : ((await findActivePlans(db, [ownerId])).get(ownerId) ?? []);
  // A plan that ends soon must not outlive its end in the cache.
  const now = Date.now();
  const ends = plans.flatMap((plan) => (plan.endAt ? [plan.endAt.getTime() - now] : []));
  const ttl = Math.max(1_000, Math.min(MAX_TTL_MS, ...ends));
  return cache.set(code, toOnlineAddressView(row, plans), ownerId, epoch, ttl);
}

/** The visitor view of a code (its `view` is null when the code is unknown or inactive). */
export function getOnlineAddressView(
  db: Db,
  cache: LinkViewCache,
  code: string,
): CachedView | Promise<CachedView> {
  const hit = cache.get(code);
  if (hit) return hit;
  let pending = inFlight.get(cache);
  if (!pending) {
    pending = new Map();
    inFlight.set(cache, pending);
  }
  const running = pending.get(code);
  if (running) return running;
  const map = pending;
  const loading = load(db, cache, code).finally(() => map.delete(code));
  map.set(code, loading);
  return loading;
}
