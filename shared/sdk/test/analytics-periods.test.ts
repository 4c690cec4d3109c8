import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodIds, periodRange, previousRange } from '../src/analytics';

const localDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const localTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

describe('dashboard periods', () => {
  it('last 7 days are seven whole local days ending today, also across a DST change', () => {
    // 2025-03-11 in New York: the clocks moved on the 9th, so the range is 7 × 24 h − 1 h.
    const now = new Date('2025-03-11T15:00:00Z');
    const range = periodRange('last7Days', now, 'America/New_York');
    expect(range.from.toISOString()).toBe('2025-03-05T05:00:00.000Z');
    expect(range.to.toISOString()).toBe('2025-03-12T04:00:00.000Z');
    const previous = previousRange('last7Days', range, 'America/New_York');
    expect(previous).toEqual({ from: new Date('2025-02-26T05:00:00Z'), to: range.from });
  });

  it('last year starts on 1 January; the previous period has as many days just before it', () => {
    const now = new Date('2025-01-10T12:00:00Z');
    const range = periodRange('lastYear', now, 'America/Sao_Paulo');
    expect(range).toEqual({ from: new Date('2025-01-01T03:00:00Z'), to: new Date('2025-01-11T03:00:00Z') });
    expect(previousRange('lastYear', range, 'America/Sao_Paulo')).toEqual({
      from: new Date('2024-12-22T03:00:00Z'),
      to: range.from,
    });
    expect(previousRange('allPeriod', periodRange('allPeriod', now, 'UTC'), 'UTC')).toBeNull();
  });

  it('a custom period runs from the start of its first day to the end of its last, in either order', () => {
    const range = periodRange('customPeriod', new Date(), 'Asia/Kolkata', {
      start: '2025-05-03',
      end: '2025-05-01',
    });
    expect(range).toEqual({ from: new Date('2025-04-30T18:30:00Z'), to: new Date('2025-05-03T18:30:00Z') });
  });

  it('every period starts at a local midnight and its previous one ends where it starts, whatever the zone', () => {
    const zones = [
      'America/Sao_Paulo',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.constantFrom(...periodIds.filter((id) => id !== 'customPeriod' && id !== 'allPeriod')),
        (now, zone, id) => {
          const range = periodRange(id, now, zone);
          expect(localTime(range.from, zone)).toBe('00:00');
          expect(localTime(range.to, zone)).toBe('00:00');
          expect(range.from <= now && now < range.to).toBe(true);
          const previous = previousRange(id, range, zone);
          expect(previous?.to).toEqual(range.from);
          expect(localTime(previous?.from ?? new Date(0), zone)).toBe('00:00');
          // As many local days before as in the period.
          const days = (a: Date, b: Date) =>
            Math.round((Date.parse(localDay(b, zone)) - Date.parse(localDay(a, zone))) / 86_400_000);
          if (previous) expect(days(previous.from, previous.to)).toBe(days(range.from, range.to));
        },
      ),
      { numRuns: 300 },
    );
  });
});
