import { afterEach, describe, expect, it } from 'vitest';
import { hasDiscountFlag, keepDiscountFlag } from '../src/plans/discount-flag';

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
});
