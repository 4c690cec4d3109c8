import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { type ClickSpec, clickTables, localBucket, storeClicks } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

/**
 * Zones with DST, half- and quarter-hour offsets, a 30-minute DST shift, both hemispheres, and a midnight
 * that is skipped in spring and happens twice in autumn (Havana).
 */
const zones = [
  'UTC',
  'America/Sao_Paulo',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
  'America/Havana',
] as const;

/** Instants around DST changes and month/year ends, where a UTC-day rollup would be wrong. */
const edges = [
  '2024-12-31T23:00:00Z',
  '2025-01-01T02:00:00Z',
  '2025-03-09T06:30:00Z',
  '2025-03-30T00:45:00Z',
  '2025-04-06T15:30:00Z',
  '2025-10-05T15:45:00Z',
  '2025-10-26T01:00:00Z',
  '2025-11-02T05:30:00Z',
  '2025-02-28T23:59:00Z',
].map((iso) => Date.parse(iso));

const HOUR = 3_600_000;
const QUARTER = 900_000;
const platforms = ['Android', 'iPhone', 'Windows', null] as const;
const places = [
  { country: 'BR', state: 'SP', city: 'São Paulo' },
  { country: 'BR', state: 'RJ', city: 'Rio de Janeiro' },
  { country: 'BR', state: null, city: null },
  { country: 'PT', state: null, city: 'Lisboa' },
  { country: null, state: null, city: null },
] as const;

const clickSet = fc.array(
  fc.record({
    at: fc
      .tuple(fc.constantFrom(...edges), fc.integer({ min: -30 * HOUR, max: 30 * HOUR }))
      .map(([edge, offset]) => new Date(edge + offset)),
    session: fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
    platform: fc.constantFrom(...platforms),
    place: fc.constantFrom(...places),
    suspicion: fc.option(fc.constant('visitor-cap'), { nil: null, freq: 8 }),
  }),
  { minLength: 1, maxLength: 60 },
);

function uniqueOf(clicks: readonly ClickSpec[]): number {
  const sessions = new Set(clicks.flatMap((click) => (click.session ? [click.session] : [])));
  return sessions.size + clicks.filter((click) => !click.session).length;
}

describe('dashboard aggregates equal the raw clicks', () => {
  it('per local day, month and year, and over any quarter-hour period', async () => {
    const token = await signIn(ctx.app, 'propriedades@exemplo.com');
    await grantPlan(ctx.app, 'propriedades@exemplo.com', 'PRO');
    const link = await createLink(ctx.app, 'https://exemplo.com', token);
    const get = (path: string) =>
      ctx.app
        .inject({ url: `/api/v1/click-dashboards${path}`, headers: bearer(token) })
        .then((r) => r.json());

    await fc.assert(
      fc.asyncProperty(
        clickSet,
        fc.constantFrom(...zones),
        fc.constantFrom('DAY', 'MONTH', 'YEAR'),
        fc.integer({ min: 0, max: 2 * 24 * 4 }),
        fc.integer({ min: 1, max: 3 * 24 * 4 }),
        async (specs, timeZone, unit, startQuarters, lengthQuarters) => {
          for (const table of clickTables) {
            await ctx.app.db.execute(sql`delete from ${sql.identifier(table)}`);
          }
          await storeClicks(
            ctx.app,
            link.id,
            specs.map(({ place, ...spec }) => ({ ...spec, ...place })),
          );
          const counted = specs.filter((click) => !click.suspicion);
          const first = Math.min(...specs.map((click) => click.at.getTime()));
          const from = Math.floor(first / QUARTER) * QUARTER - HOUR + startQuarters * QUARTER;
          const to = from + lengthQuarters * QUARTER;
          const inPeriod = counted.filter((click) => click.at.getTime() >= from && click.at.getTime() < to);
          const range = `period=${encodeURIComponent(`${new Date(from).toISOString()},${new Date(to).toISOString()}`)}`;

          const totals = await get(`?onlineAddressId=${link.id}&${range}`);
          expect([totals.clicks, totals.uniqueViews, totals.setApart]).toEqual([
            inPeriod.length,
            uniqueOf(inPeriod),
            specs.filter((c) => c.suspicion && c.at.getTime() >= from && c.at.getTime() < to).length,
          ]);

          const platformRows = (await get(`/properties?name=platform&onlineAddressId=${link.id}&${range}`))
            .rows;
          const expectedPlatforms = new Map<string | null, number>();
          for (const click of inPeriod) {
            const key = click.platform ?? null;
            expectedPlatforms.set(key, (expectedPlatforms.get(key) ?? 0) + 1);
          }
          expect(
            new Map(platformRows.slice(1).map((row: [string | null, number]) => [row[0], row[1]])),
          ).toEqual(expectedPlatforms);

          // Per country from the link's per-dimension days (and the raw edges), and Brazil's states and cities.
          const countOf = (clicks: typeof inPeriod, key: (click: (typeof inPeriod)[number]) => unknown[]) => {
            const counts = new Map<string, number>();
            for (const click of clicks) {
              const k = JSON.stringify(key(click));
              counts.set(k, (counts.get(k) ?? 0) + 1);
            }
            return counts;
          };
          const countsOfRows = (rows: unknown[][]) =>
            new Map(rows.slice(1).map((row) => [JSON.stringify(row.slice(0, -1)), row.at(-1)]));
          const countries = await get(`/regions?onlineAddressId=${link.id}&${range}`);
          expect(countsOfRows(countries.rows)).toEqual(countOf(inPeriod, (click) => [click.place.country]));
          const brazil = await get(`/regions?country=BR&onlineAddressId=${link.id}&${range}`);
          expect(countsOfRows(brazil.rows)).toEqual(
            countOf(
              inPeriod.filter((click) => click.place.country === 'BR'),
              (click) => [click.place.country, click.place.city, click.place.state],
            ),
          );

          // The whole chart, every click: local buckets from the first to the last click.
          const dates = (await get(`/dates?onlineAddressId=${link.id}&timeUnit=${unit}&timeZone=${timeZone}`))
            .rows;
          const views = new Map<string, ClickSpec[]>();
          for (const click of counted) {
            const bucket = localBucket(click.at, timeZone, unit);
            views.set(bucket, [...(views.get(bucket) ?? []), click]);
          }
          const nonZero = dates.slice(1).filter((row: [string, number, number]) => row[1] > 0);
          expect(nonZero).toEqual(
            [...views.entries()]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([bucket, clicks]) => [bucket, clicks.length, uniqueOf(clicks)]),
          );
          // Missing buckets are present, with zero: consecutive labels without gaps.
          const labels = dates.slice(1).map((row: [string]) => row[0]);
          expect(new Set(labels).size).toBe(labels.length);
        },
      ),
      { numRuns: 25 },
    );
  });
});
