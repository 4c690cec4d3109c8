import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE_QUERY } from '../src/plans';
import { discountFlagIn, hasDiscountFlag, keepDiscountFlag } from '../src/plans/discount-flag';
import { apiRead } from '../src/server-page';

describe('the d discount flag (spec 002 §2)', () => {
  afterEach(() => localStorage.clear());

  it('keeps ?d= from any page query string, and only a truthy value turns it on', () => {
    expect(hasDiscountFlag()).toBe(false);
    keepDiscountFlag('?utm_source=x');
    expect(hasDiscountFlag()).toBe(false);
    keepDiscountFlag('?d=1');
    expect(hasDiscountFlag()).toBe(true);
    keepDiscountFlag('?d=0');
    expect(hasDiscountFlag()).toBe(false);
  });

  it('reads the same rule from an address, for the server that stores nothing (decision 038)', () => {
    expect(discountFlagIn('?d=1&planId=3')).toBe(true);
    for (const search of ['', '?planId=3', '?d=', '?d=0', '?d=false'])
      expect(discountFlagIn(search)).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

describe('the reads of a server-drawn page', () => {
  it("are the address the SDK's client asks for the same query", () => {
    expect(apiRead('subscriptions-plans', PLAN_CATALOGUE_QUERY)).toBe(
      '/api/v1/subscriptions-plans?page=0&size=100&active=true&embedSubscriptionPlanInclude=true',
    );
    expect(apiRead('whats-new')).toBe('/api/v1/whats-new');
  });
});
