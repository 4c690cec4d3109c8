import { describe, expect, it } from 'vitest';
import { createClickCap } from '../../../src/modules/clicks/visitor-cap';

const HOUR = 3_600_000;

describe('the click cap', () => {
  it('sets apart a visitor over their hourly cap per link, and starts over the next hour', () => {
    let now = 5 * HOUR;
    const cap = createClickCap({ perVisitor: 3, perAddress: 100, now: () => now });
    const visit = { onlineAddressId: 1, userSessionId: 'ana', address: '200.1.1.1' };
    expect([1, 2, 3, 4, 5].map(() => cap(visit))).toEqual([null, null, null, 'visitor-cap', 'visitor-cap']);
    // Another link, another session or another address is another count.
    expect(cap({ ...visit, onlineAddressId: 2 })).toBeNull();
    expect(cap({ ...visit, userSessionId: 'beto' })).toBeNull();
    expect(cap({ ...visit, address: '200.1.1.2' })).toBeNull();
    now += HOUR;
    expect(cap(visit)).toBeNull();
  });

  it('lets many visitors behind one address count, up to the address cap', () => {
    const cap = createClickCap({ perVisitor: 3, perAddress: 50, now: () => 0 });
    const behindNat = (i: number) =>
      cap({ onlineAddressId: 1, userSessionId: `phone-${i}`, address: '177.0.0.1' });
    const answers = Array.from({ length: 60 }, (_, i) => behindNat(i));
    expect(answers.filter((answer) => answer === null)).toHaveLength(50);
    expect(answers.slice(50)).toEqual(Array(10).fill('address-cap'));
  });

  it("does not spend the address's room on a visitor already over their own cap", () => {
    const cap = createClickCap({ perVisitor: 2, perAddress: 5, now: () => 0 });
    const spammer = { onlineAddressId: 1, userSessionId: 'spam', address: '177.0.0.1' };
    for (let i = 0; i < 20; i += 1) cap(spammer);
    const others = Array.from({ length: 3 }, (_, i) =>
      cap({ onlineAddressId: 1, userSessionId: `p${i}`, address: '177.0.0.1' }),
    );
    expect(others).toEqual([null, null, null]);
  });
});
