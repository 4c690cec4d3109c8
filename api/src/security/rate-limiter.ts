export interface RateLimiter {
  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean;
}

export interface TokenBucketOptions {
  /** Burst size and the number of tokens refilled per `intervalMs`. */
  capacity: number;
  intervalMs: number;
  /** Upper bound on remembered keys, so a flood of distinct addresses cannot grow memory without limit. */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * In-process token bucket per key. With several instances each one limits on its own; a Redis-backed
 * RateLimiter with the same interface takes over when REDIS_URL is set (ARCHITECTURE §5).
 */
export function createTokenBucket(options: TokenBucketOptions): RateLimiter {
  const { capacity, intervalMs } = options;
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  const ratePerMs = capacity / intervalMs;
  const buckets = new Map<string, Bucket>();

  return {
    take(key) {
      const at = now();
      let bucket = buckets.get(key);
      if (bucket) {
        bucket.tokens = Math.min(capacity, bucket.tokens + (at - bucket.updatedAt) * ratePerMs);
        bucket.updatedAt = at;
        // Re-insert so the Map's order stays least-recently-used first.
        buckets.delete(key);
      } else {
        bucket = { tokens: capacity, updatedAt: at };
        if (buckets.size >= maxKeys) {
          const oldest = buckets.keys().next();
          if (!oldest.done) buckets.delete(oldest.value);
        }
      }
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
