import { LRUCache } from 'lru-cache';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per key, kept in this process: `perWindow` tokens that refill evenly over `windowMs` (60 per
 * minute is one a second, with bursts of up to 60). Synchronous, so the hot path can consult it before answering
 * from memory. At most `maxKeys` keys are kept (least recently used dropped), so a flood of addresses cannot grow
 * memory without bound (~150 bytes a key).
 */
export class MissBudget {
  readonly #buckets: LRUCache<string, Bucket>;
  readonly #capacity: number;
  readonly #perMs: number;

  constructor(perWindow: number, windowMs: number, maxKeys = 100_000) {
    this.#capacity = perWindow;
    this.#perMs = perWindow / windowMs;
    this.#buckets = new LRUCache({ max: maxKeys });
  }

  #tokens(key: string, now: number): number {
    const bucket = this.#buckets.get(key);
    if (!bucket) return this.#capacity;
    return Math.min(this.#capacity, bucket.tokens + (now - bucket.at) * this.#perMs);
  }

  #secondsUntilOne(tokens: number): number {
    return Math.max(1, Math.ceil((1 - tokens) / this.#perMs / 1000));
  }

  /** 0 while `key` has a token left; otherwise the seconds until it has one (nothing is taken). */
  wait(key: string, now = Date.now()): number {
    const tokens = this.#tokens(key, now);
    return tokens >= 1 ? 0 : this.#secondsUntilOne(tokens);
  }

  /** Takes a token: 0 when there was one, else the seconds until there is one (the Retry-After). */
  take(key: string, now = Date.now()): number {
    const tokens = this.#tokens(key, now);
    if (tokens < 1) {
      this.#buckets.set(key, { tokens, at: now });
      return this.#secondsUntilOne(tokens);
    }
    this.#buckets.set(key, { tokens: tokens - 1, at: now });
    return 0;
  }
}
