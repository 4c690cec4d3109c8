import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { LRUCache } from 'lru-cache';
import { EncodedResponse, withVary } from '../http/encodings';
import { prepareResponse } from '../http/hot-path';
import { NOSNIFF } from '../http/security-headers';
import type { InvalidationEvent } from './invalidation-event';
import { RecentInvalidations } from './recent-invalidations';

const JSON_HEADERS = withVary({ 'content-type': 'application/json; charset=utf-8', ...NOSNIFF });

/** What every link of one owner shows of them (features, loading-screen config): one object per owner. */
export type OwnerView = NonNullable<OnlineAddressView['user']>;

/**
 * A cached lookup: the view (null for an unknown code). Its answers are built lazily, each on the first request
 * that needs it (the JSON here, the `/{code}` page by the link pages), and their bytes are added to the entry's
 * with `LinkViewCache.grow`, so the byte bound counts only what was built.
 */
export interface CachedView {
  view: OnlineAddressView | null;
  ownerId: number | null;
  ownerGeneration: number;
  /** What the entry holds in memory, estimated (see `#baseBytes`, `grow`); counted against the byte bound. */
  bytes: number;
  /** The lookup's JSON in every coding, built on first use (`LinkViewCache.jsonOf`). */
  json?: EncodedResponse;
}

/**
 * Estimates, measured on Node 20 (decision 007, revised in 010): an LRU key costs ~600 bytes (key, map entry
 * with its slack, TTL and size bookkeeping, the entry object); a parsed view without its owner (shared, and
 * counted once per owner) ~1.5 times its fields' text plus ~300 for the object shapes (counted as 2 × + 400);
 * a prepared answer its bytes plus ~700 (Buffer, headers).
 */
const SLOT_BYTES = 600;
const VIEW_BYTES_PER_TEXT_BYTE = 2;
const VIEW_OBJECT_BYTES = 400;
const PREPARED_OVERHEAD_BYTES = 700;
/** Owners get this share of the bound (their own LRU): a few thousand owners' views fit in 1/16 of 128 MiB. */
const OWNER_SHARE = 16;

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
 * What the LRU holds: the entry in a box, so that `grow` can store a new box and have lru-cache count the new
 * size (it keeps the old size when the same value is set again).
 */
interface Slot {
  entry: CachedView;
}

interface CachedOwner {
  view: OwnerView;
  generation: number;
  bytes: number;
}

function textBytes(view: OnlineAddressView): number {
  let text = view.code.length + view.url.length + view.type.length;
  for (const field of view.openGraph?.openGraphFields ?? [])
    text += field.name.length + field.value.length + 30;
  return VIEW_OBJECT_BYTES + VIEW_BYTES_PER_TEXT_BYTE * text;
}

/**
 * Byte-bounded LRU of visitor views by code and by link id (ARCHITECTURE §4, decisions 007 and 010), with the
 * owners' part of the views (features, config) kept once per owner beside it. Invalidations come from the
 * database (every write notifies, see ./index.ts) and from the writing module at once. An owner's plan or
 * config change must drop every cached link of theirs: instead of indexing codes by owner, each entry
 * records its owner's generation and an owner event bumps it, which makes all of them stale in O(1).
 */
export class LinkViewCache {
  readonly #entries: LRUCache<Key, Slot>;
  readonly #owners: LRUCache<number, CachedOwner>;
  readonly #generations = new Map<number, number>();
  readonly #missTtlMs: number;
  readonly #recent = new RecentInvalidations();
  /** False while invalidations may be missed (the listening connection is down): nothing is stored then. */
  #storing = true;
  /** The most bytes ever held (benchmarks check it never passed the bound). */
  #peakBytes = 0;
  /** Database lookups stored or tried (cache misses), for benchmarks' hit ratios. */
  misses = 0;

  constructor(options: LinkViewCacheOptions) {
    this.#missTtlMs = options.missTtlMs ?? 10_000;
    const ownerBytes = Math.max(1, Math.floor(options.maxBytes / OWNER_SHARE));
    this.#owners = new LRUCache<number, CachedOwner>({
      maxSize: ownerBytes,
      ttl: options.ttlMs ?? 300_000,
      sizeCalculation: (owner) => owner.bytes,
    });
    this.#entries = new LRUCache<Key, Slot>({
      maxSize: Math.max(1, options.maxBytes - ownerBytes),
      ttl: options.ttlMs ?? 300_000,
      // A view is stored under its code and its id: the code key carries its bytes, the id key a slot.
      sizeCalculation: ({ entry }, key) => (typeof key === 'number' && entry.view ? SLOT_BYTES : entry.bytes),
      // Both keys of a view live and die together, so the id key never holds bytes the bound does not count
      // (a slot replaced by `set` is not a death: its keys are being set again).
      disposeAfter: ({ entry }, key, reason) => {
        if (reason !== 'set') this.#dropOtherKey(entry, key);
      },
    });
  }

  /** Keys held (a known view counts twice: code and id). */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held, by the estimate the bound uses (links and owners). */
  get calculatedBytes(): number {
    return this.#entries.calculatedSize + this.#owners.calculatedSize;
  }

  get maxBytes(): number {
    return this.#entries.maxSize + this.#owners.maxSize;
  }

  get peakBytes(): number {
    return this.#peakBytes;
  }

  #notePeak(): void {
    const bytes = this.calculatedBytes;
    if (bytes > this.#peakBytes) this.#peakBytes = bytes;
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
    const entry = this.#entries.get(key)?.entry;
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

  /** The owner's shared view while it is cached and current. */
  owner(ownerId: number): OwnerView | undefined {
    const owner = this.#owners.get(ownerId);
    if (owner && owner.generation === this.generationOf(ownerId)) return owner.view;
    return undefined;
  }

  /**
   * Keeps an owner's view read at `epochAtLookup` (unless the owner changed since) so every link of theirs
   * shares it; returns the view to use either way.
   */
  setOwner(ownerId: number, view: OwnerView, epochAtLookup: number, ttlMs?: number): OwnerView {
    if (this.#recent.changedSince(epochAtLookup, [ownerKey(ownerId)]) || !this.#storing) return view;
    const bytes = SLOT_BYTES + VIEW_BYTES_PER_TEXT_BYTE * JSON.stringify(view).length;
    this.#owners.set(ownerId, { view, generation: this.generationOf(ownerId), bytes }, { ttl: ttlMs });
    this.#notePeak();
    return view;
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
    /** Bytes of an area's data in the view (a bio's sections), beyond the link's own fields. */
    extraBytes = 0,
  ): CachedView {
    const code = 'code' in key ? key.code : view?.code;
    const entry: CachedView = {
      view,
      ownerId,
      ownerGeneration: this.generationOf(ownerId),
      bytes: SLOT_BYTES + 2 * (code?.length ?? 0) + (view ? textBytes(view) : 0) + extraBytes,
    };
    const keys = [
      'code' in key ? codeKey(key.code) : idKey(key.id),
      ...(view ? [codeKey(view.code), idKey(view.id)] : []),
      ...(ownerId === null ? [] : [ownerKey(ownerId)]),
    ];
    const raced = this.#recent.changedSince(epochAtLookup, keys);
    if (!raced && this.#storing && entry.bytes + SLOT_BYTES <= this.#entries.maxSize) {
      const ttl = view === null ? this.#missTtlMs : ttlMs;
      if (view) {
        // The id key first: if making room for the code key evicts it, the code key still carries the bytes.
        this.#entries.set(view.id, { entry }, { ttl });
        this.#entries.set(view.code, { entry }, { ttl });
      } else {
        this.#entries.set('code' in key ? key.code : key.id, { entry }, { ttl });
      }
      this.#notePeak();
    }
    return entry;
  }

  /**
   * Adds (or, negative, removes) bytes an entry keeps for something built from it after it was stored (an
   * answer, a compressed variant, a page). The entry stays as long as before; if it no longer fits it is
   * dropped, and what was built is still answered.
   */
  grow(entry: CachedView, bytes: number): void {
    entry.bytes += bytes;
    const code = entry.view?.code;
    if (code === undefined || this.#entries.peek(code)?.entry !== entry) return;
    if (entry.bytes + SLOT_BYTES > this.#entries.maxSize) {
      this.#entries.delete(code);
      return;
    }
    this.#entries.set(code, { entry }, { noUpdateTTL: true });
    this.#notePeak();
  }

  /** The lookup's JSON answer for a known view, built on its first request; null for an unknown code. */
  jsonOf(entry: CachedView): EncodedResponse | null {
    if (!entry.view) return null;
    if (!entry.json) {
      const identity = prepareResponse(JSON.stringify(entry.view), JSON_HEADERS);
      entry.json = new EncodedResponse(identity, (bytes) => this.grow(entry, bytes));
      this.grow(entry, identity.body.length + PREPARED_OVERHEAD_BYTES);
    }
    return entry.json;
  }

  #dropOtherKey(entry: CachedView, key: Key): void {
    if (!entry.view) return;
    const other = typeof key === 'number' ? entry.view.code : entry.view.id;
    if (this.#entries.peek(other, { allowStale: true })?.entry === entry) this.#entries.delete(other);
  }

  /** Applies a change notified by the database or made by this process. */
  apply(event: InvalidationEvent): void {
    if ('all' in event) {
      this.#recent.recordAll();
      this.#entries.clear();
      this.#owners.clear();
    } else if ('owner' in event) {
      this.#recent.record([ownerKey(event.owner)]);
      this.#generations.set(event.owner, this.generationOf(event.owner) + 1);
      this.#owners.delete(event.owner);
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
