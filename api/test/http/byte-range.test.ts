import { describe, expect, it } from 'vitest';
import { resolveByteRange } from '../../src/http/byte-range';

describe('resolveByteRange (RFC 9110 §14.2)', () => {
  it.each([
    ['bytes=0-3', 10, { start: 0, end: 3 }],
    ['bytes=4-', 10, { start: 4, end: 9 }],
    ['bytes=8-100', 10, { start: 8, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    [' bytes=2-2 ', 10, { start: 2, end: 2 }],
  ])('%s of %i bytes is %o', (header, size, range) => {
    expect(resolveByteRange(header, size)).toEqual(range);
  });

  it.each([
    ['bytes=10-', 10],
    ['bytes=10-20', 10],
    ['bytes=-0', 10],
    ['bytes=0-', 0],
  ])('%s of %i bytes cannot be satisfied', (header, size) => {
    expect(resolveByteRange(header, size)).toBe('unsatisfiable');
  });

  it.each([[undefined], ['bytes=-'], ['bytes=5-2'], ['bytes=0-1,4-5'], ['items=0-1'], ['bytes=a-b']])(
    'sends the whole object for %s (absent, malformed or several ranges)',
    (header) => {
      expect(resolveByteRange(header, 10)).toBeNull();
    },
  );
});
