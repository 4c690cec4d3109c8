import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { LRUCache } from 'lru-cache';
import { type PreparedResponse, prepareResponse } from '../http/hot-path';
import { NOSNIFF } from '../http/security-headers';
import type { InvalidationEvent } from './invalidation-event';
import { RecentInvalidations } from './recent-invalidations';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', ...NOSNIFF };

/** A cached lookup: the view (null for an unknown code) and, for a known one, its JSON answer, prepared once. */
export interface CachedView {
  view: OnlineAddressView | null;
  response: PreparedResponse | null;
  ownerId: number | null;
  ownerGeneration: number;
  /** What the entry holds in memory, estimated once (see `entryBytes`); counted against the byte bound. */
  bytes: number;
}

/**
 * Estimates, measured on Node 20 with a typical view (606 bytes of JSON; decision 007): an LRU key costs
 * ~600 bytes (key, map entry with its slack, TTL and size bookkeeping, the entry object); a parsed view
 * ~1.5 times its JSON (counted as 2); the prepared JSON answer its bytes plus ~700 (Buffer, headers).
 */
const SLOT_BYTES = 600;
const VIEW_BYTES_PER_JSON_BYTE = 2;
const PREPARED_OVERHEAD_BYTES = 700;

/** Bytes derived from a view elsewhere and kept as long as its entry (the `/{code}` page), by JSON size. */
export type DerivedBytes = (jsonBytes: number) => number;

export interface LinkViewCacheOptions {
  /** The bound on everything the cache keeps, in bytes (VISITOR_CACHE_BYTES). */
  maxBytes: number;
  ttlMs?: number;
  /** Unknown codes are remembered briefly so a flood of random codes does not reach the database. */
  missTtlMs?: number;
}

const codeKey = (code: string) => `c${code}`;
const idKey = (id: number) => `l${id}`;
const ownerKey = (ownerId: number) => `o${ownerId}`;

/** Codes are strings, link ids numbers: one LRU holds both keys of an entry, so one bound counts it once. */
type Key = string | number;

/**
 * Byte-bounded LRU of visitor views by code and by link id (ARCHITECTURE §4, decision 007). Invalidations
 * come from the database (every write notifies, see ./index.ts) and from the writing module at once. An
 * owner's plan or config change must drop every cached link of theirs: instead of indexing codes by owner,
 * each entry records its owner's generation and an owner event bumps it, which makes all of them stale in
 * O(1).
 */
export class LinkViewCache {
  readonly #entries: LRUCache<Key, CachedView>;
  readonly #generations = new Map<number, number>();
  readonly #missTtlMs: number;
  readonly #derived: DerivedBytes[] = [];
  readonly #recent = new RecentInvalidations();
  /** False while invalidations may be missed (the listening connection is down): nothing is stored then. */
  #storing = true;

  constructor(options: LinkViewCacheOptions) {
    this.#missTtlMs = options.missTtlMs ?? 10_000;
    this.#entries = new LRUCache<Key, CachedView>({
      maxSize: options.maxBytes,
      ttl: options.ttlMs ?? 300_000,
      // A view is stored under its code and its id: the code key carries its bytes, the id key a slot.
      sizeCalculation: (entry, key) => (typeof key === 'number' && entry.view ? SLOT_BYTES : entry.bytes),
      // Both keys of a view live and die together, so the id key never holds bytes the bound does not count.
      disposeAfter: (entry, key) => this.#dropOtherKey(entry, key),
    });
  }

  /** Keys held (a known view counts twice: code and id). */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held, by the estimate the bound uses. */
  get calculatedBytes(): number {
    return this.#entries.calculatedSize;
  }

  get maxBytes(): number {
    return this.#entries.maxSize;
  }

  /** Counts memory that something else derives from each view and keeps as long as the entry. */
  countDerivedBytes(estimate: DerivedBytes): void {
    this.#derived.push(estimate);
  }

  generationOf(ownerId: number | null): number {
    return ownerId === null ? 0 : (this.#generations.get(ownerId) ?? 0);
  }

  get(code: string): CachedView | undefined {
    return this.#fresh(code);
  }

  getById(id: number): CachedView | undefined {
    return this.#fresh(id);
  }

  #fresh(key: Key): CachedView | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.ownerId !== null && entry.ownerGeneration !== this.generationOf(entry.ownerId)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Counts invalidations; read it before a database lookup and hand it to `set`. */
  get epoch(): number {
    return this.#recent.epoch;
  }

  /**
   * Stores a lookup made when the cache was at `epochAtLookup`. If its link or owner was invalidated since,
   * the result may predate a write, so it is returned but not kept.
   */
  set(
    key: { code: string } | { id: number },
    view: OnlineAddressView | null,
    ownerId: number | null,
    epochAtLookup: number,
    ttlMs?: number,
  ): CachedView {
    const json = view === null ? null : JSON.stringify(view);
    const response = json === null ? null : prepareResponse(json, JSON_HEADERS);
    const entry: CachedView = {
      view,
      response,
      ownerId,
      ownerGeneration: this.generationOf(ownerId),
      bytes: this.#entryBytes('code' in key ? key.code : view?.code, response),
    };
    const keys = [
      'code' in key ? codeKey(key.code) : idKey(key.id),
      ...(view ? [codeKey(view.code), idKey(view.id)] : []),
      ...(ownerId === null ? [] : [ownerKey(ownerId)]),
    ];
    const raced = this.#recent.changedSince(epochAtLookup, keys);
    if (!raced && this.#storing && entry.bytes + SLOT_BYTES <= this.maxBytes) {
      const ttl = view === null ? this.#missTtlMs : ttlMs;
      if (view) {
        // The id key first: if making room for the code key evicts it, the code key still carries the bytes.
        this.#entries.set(view.id, entry, { ttl });
        this.#entries.set(view.code, entry, { ttl });
      } else {
        this.#entries.set('code' in key ? key.code : key.id, entry, { ttl });
      }
    }
    return entry;
  }

  #entryBytes(code: string | undefined, response: PreparedResponse | null): number {
    const codeBytes = 2 * (code?.length ?? 0);
    if (!response) return SLOT_BYTES + codeBytes;
    const json = response.body.length;
    const derived = this.#derived.reduce((sum, estimate) => sum + estimate(json), 0);
    // One slot: the id key's is counted by itself.
    return SLOT_BYTES + codeBytes + json * (1 + VIEW_BYTES_PER_JSON_BYTE) + PREPARED_OVERHEAD_BYTES + derived;
  }

  #dropOtherKey(entry: CachedView, key: Key): void {
    if (!entry.view) return;
    const other = typeof key === 'number' ? entry.view.code : entry.view.id;
    if (this.#entries.peek(other, { allowStale: true }) === entry) this.#entries.delete(other);
  }

  /** Applies a change notified by the database or made by this process. */
  apply(event: InvalidationEvent): void {
    if ('all' in event) {
      this.#recent.recordAll();
      this.#entries.clear();
    } else if ('owner' in event) {
      this.#recent.record([ownerKey(event.owner)]);
      this.#generations.set(event.owner, this.generationOf(event.owner) + 1);
    } else {
      this.#recent.record([idKey(event.link), ...event.codes.map(codeKey)]);
      this.#entries.delete(event.link);
      for (const code of event.codes) this.#entries.delete(code);
    }
  }

  /** Invalidations may be missed from now on (the listening connection dropped): forget and keep nothing. */
  suspend(): void {
    this.#storing = false;
    this.apply({ all: true });
  }

  /** Invalidations arrive again: forget what was read while they did not, and store again. */
  resume(): void {
    this.apply({ all: true });
    this.#storing = true;
  }
}
