import { describe, expect, it } from 'vitest';
import { generateCode, isReservedCode } from '../../../src/modules/online-addresses/generate-code';

describe('generateCode', () => {
  it('draws 7 base62 characters', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCode()).toMatch(/^[0-9A-Za-z]{7}$/);
  });

  it('knows the reserved first segments, whatever the case', () => {
    for (const segment of ['api', 'painel', 'Loading', 'HEALTH', 'remotes.json', 'i', 'o'])
      expect(isReservedCode(segment)).toBe(true);
    expect(isReservedCode('abc1234')).toBe(false);
  });
});
