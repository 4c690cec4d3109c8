// The redirect bench's floor for cache misses (bench/lib/first-requests.mjs) against real draws: the
// expectation it prints must be what the load generators' picker actually produces.
import { describe, expect, it } from 'vitest';
import { distinctLinks, firstRequests } from '../../../bench/lib/first-requests.mjs';
import { generatedPicker } from '../../../bench/lib/load.mjs';

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

function drawnDistinct(count: number, dist: 'zipf' | 'uniform', draws: number, trials: number): number {
  const pick = generatedPicker({ count, dist }, seeded(42));
  let total = 0;
  for (let trial = 0; trial < trials; trial += 1) {
    const seen = new Set<string>();
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
