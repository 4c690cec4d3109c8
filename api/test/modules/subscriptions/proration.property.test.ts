import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../../../src/modules/plans';
import { cycleEnd, priceOfCycle } from '../../../src/modules/subscriptions/cycles';
import { planChange, unusedValue } from '../../../src/modules/subscriptions/proration';

const DAY = 86_400_000;
const paid = planCatalogue.filter((plan) => !plan.free);
const intervals = ['monthly', 'yearly'] as const;

/** A current cycle: a paid plan and period, started at `start`, `days` days in (fractions of a day too). */
const scenario = fc.record({
  from: fc.constantFrom(...paid),
  fromInterval: fc.constantFrom(...intervals),
  to: fc.constantFrom(...paid),
  toInterval: fc.constantFrom(...intervals),
  start: fc.date({
    min: new Date('2024-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  into: fc.double({ min: 0, max: 400, noNaN: true }),
  trial: fc.boolean(),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function setUp({ from, fromInterval, start, into, trial }: Scenario) {
  const end = cycleEnd(start, fromInterval);
  const now = new Date(Math.min(start.getTime() + into * DAY, end.getTime() + DAY));
  const value = trial ? 0 : priceOfCycle(from, fromInterval, false, 1);
  return { current: { plan: from, interval: fromInterval, value, start, end }, now, end };
}

describe('proration (issue 35 item 1, decision 030)', () => {
  it('the unused value is whole centavos, between 0 and the cycle value, and never grows as days pass', () => {
    fc.assert(
      fc.property(scenario, fc.double({ min: 0, max: 40, noNaN: true }), (input, later) => {
        const { current, now } = setUp(input);
        const credit = unusedValue(current, now);
        expect(Number.isInteger(credit)).toBe(true);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(current.value);
        expect(unusedValue(current, new Date(now.getTime() + later * DAY))).toBeLessThanOrEqual(credit);
      }),
      { numRuns: 2000 },
    );
  });

  it('a day begun counts as used: the same figure all day, full value only at the start, nothing at the end', () => {
    fc.assert(
      fc.property(scenario, fc.double({ min: 0.001, max: 0.999, noNaN: true }), (input, part) => {
        const { current, end } = setUp(input);
        expect(unusedValue(current, current.start)).toBe(current.value);
        expect(unusedValue(current, end)).toBe(0);
        const days = Math.round((end.getTime() - current.start.getTime()) / DAY);
        const day = Math.floor(input.into) % days;
        const early = new Date(current.start.getTime() + (day + 0.0001) * DAY);
        const late = new Date(current.start.getTime() + (day + part) * DAY);
        expect(unusedValue(current, late)).toBe(unusedValue(current, early));
        // Exact: value × days left ÷ days, rounded down to the centavo.
        expect(unusedValue(current, late)).toBe(Math.floor((current.value * (days - day - 1)) / days));
      }),
      { numRuns: 2000 },
    );
  });

  it('over every plan pair and day into the cycle: an upgrade charges new price − unused value, never below 0', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { current, now, end } = setUp(input);
        const change = planChange(current, { plan: input.to, interval: input.toInterval }, now);
        const price = priceOfCycle(input.to, input.toInterval, false, 1);
        const samePlan = input.from.id === input.to.id;
        if (samePlan && input.fromInterval === input.toInterval) {
          expect(change.kind).toBe('same');
          return;
        }
        const dearer = samePlan && price > priceOfCycle(input.from, input.fromInterval, false, 1);
        if (input.to.order > input.from.order || dearer) {
          if (change.kind !== 'upgrade') throw new Error(`expected an upgrade, got ${change.kind}`);
          const credit = unusedValue(current, now);
          expect(change.credit).toBe(credit);
          expect(change.charge).toBe(Math.max(0, price - credit));
          expect(change.charge).toBeGreaterThanOrEqual(0);
          expect(change.charge).toBeLessThanOrEqual(price);
          expect(change.charge + Math.min(change.credit, price)).toBe(price);
          expect(change.start).toEqual(now);
          expect(change.end).toEqual(cycleEnd(now, input.toInterval));
        } else {
          // A lower plan, or a cheaper period: at the cycle's end, at the new price, nothing now.
          expect(change).toEqual({ kind: 'scheduled', at: end, price });
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('worked examples: BASIC → PRO halfway through a 30-day month; PRO monthly → yearly on day 10', () => {
    const [basic, pro] = [paid[0], paid[1]];
    if (!basic || !pro) throw new Error('catalogue');
    const start = new Date('2026-11-01T12:00:00Z');
    const end = cycleEnd(start, 'monthly');
    const mid = new Date(start.getTime() + 14.5 * DAY);
    // 30 days, 15 used (day 15 begun): 1490 × 15 / 30 = 745 credited; 2990 − 745 = 2245 charged.
    expect(
      planChange(
        { plan: basic, interval: 'monthly', value: 1490, start, end },
        { plan: pro, interval: 'monthly' },
        mid,
      ),
    ).toMatchObject({
      kind: 'upgrade',
      credit: 745,
      charge: 2245,
    });
    const day10 = new Date(start.getTime() + 9.5 * DAY);
    // 2990 × 20 / 30 = 1993.33 → 1993; 25200 − 1993 = 23207.
    expect(
      planChange(
        { plan: pro, interval: 'monthly', value: 2990, start, end },
        { plan: pro, interval: 'yearly' },
        day10,
      ),
    ).toMatchObject({
      kind: 'upgrade',
      credit: 1993,
      charge: 23207,
    });
    // Yearly → monthly of the same plan and PRO → BASIC: at the cycle's end.
    expect(
      planChange(
        { plan: pro, interval: 'monthly', value: 2990, start, end },
        { plan: basic, interval: 'yearly' },
        day10,
      ),
    ).toEqual({
      kind: 'scheduled',
      at: end,
      price: basic.annualPrice,
    });
  });
});
