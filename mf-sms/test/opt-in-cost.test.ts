import { formatBRL } from '@atalho/ui';
import { describe, expect, it } from 'vitest';
import { optInAllCost } from '../src/components/contacts/opt-in-cost';

describe('optInAllCost (spec 002 §9: R$ 0,30 a contact, confirmed first)', () => {
  it('multiplies in centavos, so the total is exact', () => {
    expect(optInAllCost(1, 30)).toEqual({ unit: 30, total: 30, affordable: true });
    expect(formatBRL(optInAllCost(7, undefined).total)).toBe(formatBRL(210));
    expect(optInAllCost(100_000, undefined).total).toBe(3_000_000);
    expect(optInAllCost(3, 89).affordable).toBe(false);
    expect(optInAllCost(3, 90).affordable).toBe(true);
    expect(optInAllCost(0, 0)).toEqual({ unit: 30, total: 0, affordable: true });
  });
});
