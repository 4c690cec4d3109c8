import type { OnlineAddressView } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type PreparedResponse, prepareResponse } from '../../http/hot-path';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** A cached lookup: the view (null for an unknown code) and, for a known one, its JSON answer, prepared once. */
export interface CachedView {
  view: OnlineAddressView | null;
  response: PreparedResponse | null;
  ownerId: number | null;
  ownerGeneration: number;
}

export type InvalidationEvent =
  | { kind: 'link'; id?: number | undefined; code?: string | undefined }
  | { kind: 'owner'; ownerId: number };

/**
 * Where invalidations travel. The default is this process only; with several instances a Redis pub/sub
 * implementation (REDIS_URL) publishes to every instance, each applying the event to its own cache.
 */
export interface InvalidationBus {
  publish(event: InvalidationEvent): void;
  subscribe(listener: (event: InvalidationEvent) => void): void;
}

export function createLocalBus(): InvalidationBus {
  const listeners: ((event: InvalidationEvent) => void)[] = [];
  return {
    publish: (event) => {
      for (const listener of listeners) listener(event);
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
  };
}

export interface LinkViewCacheOptions {
  max?: number;
  ttlMs?: number;
  /** Unknown codes are remembered briefly so a flood of random codes does not reach the database. */
  missTtlMs?: number;
  bus?: InvalidationBus;
}

/**
 * Bounded LRU of visitor views keyed by code (ARCHITECTURE §4). An owner's plan or config change must drop
 * every cached link of theirs: instead of indexing codes by owner, each entry records its owner's
 * generation and invalidateOwner bumps it, which makes all of them stale in O(1).
 */
export class LinkViewCache {
  readonly #entries: LRUCache<string, CachedView>;
  /** The same entries by link id (clicks name their link by id). */
  readonly #byId: LRUCache<number, CachedView>;
  readonly #generations = new Map<number, number>();
  readonly #missTtlMs: number;
  readonly #bus: InvalidationBus;
  #epoch = 0;

  constructor(options: LinkViewCacheOptions = {}) {
    const bounds = { max: options.max ?? 100_000, ttl: options.ttlMs ?? 300_000 };
    this.#entries = new LRUCache<string, CachedView>(bounds);
    this.#byId = new LRUCache<number, CachedView>(bounds);
    this.#missTtlMs = options.missTtlMs ?? 10_000;
    this.#bus = options.bus ?? createLocalBus();
    this.#bus.subscribe((event) => this.#apply(event));
  }

  get size(): number {
    return this.#entries.size;
  }

  generationOf(ownerId: number | null): number {
    return ownerId === null ? 0 : (this.#generations.get(ownerId) ?? 0);
  }

  get(code: string): CachedView | undefined {
    return this.#fresh(this.#entries, code);
  }

  getById(id: number): CachedView | undefined {
    return this.#fresh(this.#byId, id);
  }

  #fresh<K extends string | number>(map: LRUCache<K, CachedView>, key: K): CachedView | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.ownerId !== null && entry.ownerGeneration !== this.generationOf(entry.ownerId)) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Counts invalidations; read it before a database lookup and hand it to `set`. */
  get epoch(): number {
    return this.#epoch;
  }

  /**
   * Stores a lookup made when the cache was at `epochAtLookup`. If any invalidation happened since, the
   * result may predate a write, so it is returned but not kept.
   */
  set(
    key: { code: string } | { id: number },
    view: OnlineAddressView | null,
    ownerId: number | null,
    epochAtLookup: number,
    ttlMs?: number,
  ): CachedView {
    const entry: CachedView = {
      view,
      response: view === null ? null : prepareResponse(JSON.stringify(view), JSON_HEADERS),
      ownerId,
      ownerGeneration: this.generationOf(ownerId),
    };
    if (epochAtLookup === this.#epoch) {
      const ttl = view === null ? this.#missTtlMs : ttlMs;
      if ('code' in key) this.#entries.set(key.code, entry, { ttl });
      else this.#byId.set(key.id, entry, { ttl });
      if (view) {
        this.#entries.set(view.code, entry, { ttl });
        this.#byId.set(view.id, entry, { ttl });
      }
    }
    return entry;
  }

  /** After any write to a link: pass its id and every code it had (old and new when the code changed). */
  invalidateLink(link: { id?: number | undefined; code?: string | undefined }): void {
    this.#bus.publish({ kind: 'link', id: link.id, code: link.code });
  }

  invalidateOwner(ownerId: number): void {
    this.#bus.publish({ kind: 'owner', ownerId });
  }

  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#byId.clear();
  }

  #apply(event: InvalidationEvent): void {
    this.#epoch += 1;
    if (event.kind === 'owner') {
      this.#generations.set(event.ownerId, this.generationOf(event.ownerId) + 1);
      return;
    }
    const byCode = event.code === undefined ? undefined : this.#entries.get(event.code);
    const byId = event.id === undefined ? undefined : this.#byId.get(event.id);
    for (const entry of [byCode, byId]) {
      if (entry?.view) {
        this.#entries.delete(entry.view.code);
        this.#byId.delete(entry.view.id);
      }
    }
    if (event.code !== undefined) this.#entries.delete(event.code);
    if (event.id !== undefined) this.#byId.delete(event.id);
  }
}

/** Every live cache of this process (one per app; tests build several). */
const registry = new Set<LinkViewCache>();

export function registerLinkViewCache(cache: LinkViewCache): () => void {
  registry.add(cache);
  return () => registry.delete(cache);
}

/** Drops every cached link of this owner: call it after changing the owner's plans or config. */
export function invalidateOwner(ownerId: number): void {
  for (const cache of registry) cache.invalidateOwner(ownerId);
}

/** Drops one cached link: call it after any write to it, with its id and code (both codes after a change). */
export function invalidateLink(link: { id?: number | undefined; code?: string | undefined }): void {
  for (const cache of registry) cache.invalidateLink(link);
}

/** Drops one cached code (e.g. a code that was unknown and now exists). */
export function invalidateCode(code: string): void {
  invalidateLink({ code });
}

const perApp = new WeakMap<object, LinkViewCache>();

/** The app's one cache, shared by the modules that read links by code (keyed by the app's extensions). */
export function linkViewCacheOf(app: FastifyInstance): LinkViewCache {
  let cache = perApp.get(app.extensions);
  if (!cache) {
    const created = new LinkViewCache();
    const unregister = registerLinkViewCache(created);
    app.addHook('onClose', async () => {
      unregister();
    });
    perApp.set(app.extensions, created);
    cache = created;
  }
  return cache;
}
