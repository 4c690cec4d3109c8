// The redirect bench's floor for cache misses (bench/lib/first-requests.mjs) against real draws: the
// expectation it prints must be what the load generators' pickers actually produce.
import { describe, expect, it } from 'vitest';
import { distinctLinks, firstRequests } from '../../../bench/lib/first-requests.mjs';

/** A small seeded generator, so the draws are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws as wrk.mjs and load.mjs pick them: Zipf s = 1 over a cumulative table, or uniform. */
function picker(count: number, dist: 'zipf' | 'uniform', random: () => number): () => number {
  if (dist === 'uniform') return () => Math.floor(random() * count);
  const cdf = new Float64Array(count);
  let sum = 0;
  for (let k = 1; k <= count; k += 1) {
    sum += 1 / k;
    cdf[k - 1] = sum;
  }
  return () => {
    const u = random() * sum;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function drawnDistinct(count: number, dist: 'zipf' | 'uniform', draws: number, trials: number): number {
  const random = seeded(42);
  const pick = picker(count, dist, random);
  let total = 0;
  for (let trial = 0; trial < trials; trial += 1) {
    const seen = new Set<number>();
    for (let i = 0; i < draws; i += 1) seen.add(pick());
    total += seen.size;
  }
  return total / trials;
}

describe('the share of requests no cache can answer', () => {
  for (const dist of ['zipf', 'uniform'] as const) {
    it(`expects as many distinct links as ${dist} draws give`, () => {
      const expected = distinctLinks(2_000, dist)(3_000);
      const drawn = drawnDistinct(2_000, dist, 3_000, 100);
      expect(Math.abs(expected - drawn) / drawn).toBeLessThan(0.02);
    });
  }

  it('counts each link once across runs: the shares add up to the distinct links', () => {
    const firsts = firstRequests(2_000, 'zipf');
    const runs = [5_000, 1_000, 1_000];
    const firstOnes = runs.reduce((sum, requests) => sum + firsts.add(requests) * requests, 0);
    expect(firstOnes).toBeCloseTo(distinctLinks(2_000, 'zipf')(7_000), 6);
    // Later runs meet fewer new links than the first.
    const later = firstRequests(2_000, 'zipf');
    expect(later.add(5_000)).toBeGreaterThan(later.add(5_000));
  });
});
