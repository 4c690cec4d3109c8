import { describe, expect, it } from 'vitest';
import { createTokenBucket } from '../../src/security/rate-limiter';

describe('createTokenBucket', () => {
  it('allows a burst of capacity, then refills over the interval', () => {
    let now = 0;
    const bucket = createTokenBucket({ capacity: 3, intervalMs: 3000, now: () => now });
    expect([bucket.take('a'), bucket.take('a'), bucket.take('a'), bucket.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(bucket.take('b')).toBe(true);
    now = 1000;
    expect(bucket.take('a')).toBe(true);
    expect(bucket.take('a')).toBe(false);
  });

  it('forgets the least recently seen keys beyond maxKeys', () => {
    const bucket = createTokenBucket({ capacity: 1, intervalMs: 60_000, maxKeys: 2, now: () => 0 });
    expect(bucket.take('a')).toBe(true);
    expect(bucket.take('b')).toBe(true);
    expect(bucket.take('c')).toBe(true);
    // 'a' was evicted, so it starts with a full bucket again.
    expect(bucket.take('a')).toBe(true);
    expect(bucket.take('c')).toBe(false);
  });
});
