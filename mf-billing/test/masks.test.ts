import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCep, maskDigits, maskExpiration, maskHolderName } from '../src/lib/masks';

describe('masks', () => {
  it('inserts the slash of MM/YY and keeps at most 5 characters', () => {
    expect(maskExpiration('1')).toBe('1');
    expect(maskExpiration('12')).toBe('12');
    expect(maskExpiration('123')).toBe('12/3');
    expect(maskExpiration('1230')).toBe('12/30');
    expect(maskExpiration('12/305')).toBe('12/30');
    expect(maskExpiration('ab12x30')).toBe('12/30');
  });

  it('formats the CEP as 99999-999', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009')).toBe('01310-100');
  });

  it('groups card numbers by four, at most 19 digits', () => {
    expect(maskCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242-4242')).toBe('4242 4242');
    expect(maskCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(maskCardNumber('')).toBe('');
  });

  it('keeps digits only, cut at the limit, and upper-cases the holder', () => {
    expect(maskDigits(16)('123.456.789-09')).toBe('12345678909');
    expect(maskDigits(3)('12345')).toBe('123');
    expect(maskHolderName('ana maria')).toBe('ANA MARIA');
  });
});
