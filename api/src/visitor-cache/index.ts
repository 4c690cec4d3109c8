import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type InvalidationEvent, parseInvalidationEvent, VISITOR_CACHE_CHANNEL } from './invalidation-event';
import { LinkViewCache } from './link-view-cache';

export type { CachedView, LinkViewCache, OwnerView } from './link-view-cache';

/** Every live cache of this process (one per app; tests build several). */
const live = new Set<LinkViewCache>();

/**
 * The app's visitor cache, listening to the database's notifications (decision 007): every write to a
 * link, a config or a plan, by anyone, reaches every instance's cache through the triggers of migration
 * 0005. Resolves once listening, so nothing is cached before invalidations can arrive.
 */
export async function openVisitorCache(
  database: Database,
  maxBytes: number,
  log: FastifyBaseLogger,
  /** Told of every owner event, from any instance: their plans may have changed (the session cache listens). */
  onOwnerChanged?: (ownerId: number) => void,
  /** Told of every event about everything, and of a reconnection (events may have been lost meanwhile). */
  onAllChanged?: () => void,
): Promise<{ cache: LinkViewCache; close(): Promise<void> }> {
  const cache = new LinkViewCache({ maxBytes });
  const stop = await database.listen(VISITOR_CACHE_CHANNEL, {
    onNotification: (payload) => {
      const event = parseInvalidationEvent(payload);
      if (!event) log.error({ payload }, 'unknown visitor cache notification; dropping the whole cache');
      cache.apply(event ?? { all: true });
      if (event && 'owner' in event) onOwnerChanged?.(event.owner);
      else if (!event || 'all' in event) onAllChanged?.();
    },
    onLost: () => {
      log.warn('visitor cache: invalidations lost until the database connection is back; caching nothing');
      cache.suspend();
    },
    onListening: () => {
      log.info('visitor cache: listening again; cache emptied');
      cache.resume();
      onAllChanged?.();
    },
  });
  live.add(cache);
  return {
    cache,
    close: async () => {
      live.delete(cache);
      await stop();
    },
  };
}

function applyHere(event: InvalidationEvent): void {
  for (const cache of live) cache.apply(event);
}

/**
 * Drops a link from this process's caches at once, after writing it: the database notifies every instance
 * anyway, but the writer's next read must not wait for the notification. Pass every code it had.
 */
export function invalidateLink(link: { id: number; codes: readonly string[] }): void {
  applyHere({ link: link.id, codes: [...link.codes] });
}

/** The same for everything an owner shows on their links (config, plans). */
export function invalidateOwner(ownerId: number): void {
  applyHere({ owner: ownerId });
}
