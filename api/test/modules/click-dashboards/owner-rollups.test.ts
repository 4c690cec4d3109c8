import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { LONG_GAP, longGapDaysOf, visitGapOf } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { type ClickSpec, clickTables, storeClicks } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

const HOUR = 3_600_000;
const QUARTER = 900_000;
/** Around a DST change in São Paulo's old rules, New York's and London's, and a year end. */
const START = Date.parse('2025-10-31T20:00:00Z');
const zones = ['UTC', 'America/Sao_Paulo', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe'];

const clickSet = fc.array(
  fc.record({
    link: fc.integer({ min: 0, max: 2 }),
    at: fc
      .integer({ min: 0, max: 4 * 24 * 4 - 1 })
      .chain((quarter) =>
        fc.integer({ min: 0, max: QUARTER - 1 }).map((ms) => new Date(START + quarter * QUARTER + ms)),
      ),
    session: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: null, freq: 6 }),
    platform: fc.constantFrom('Android', 'iPhone', null),
    country: fc.constantFrom('BR', 'PT', null),
  }),
  { minLength: 1, maxLength: 50 },
);

async function raw<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await ctx.app.db.execute(query));
}

const labels: Record<string, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM', year: 'YYYY' };

/** The plain raw-click answers over the owner's live links, in the API's shapes. */
async function rawAnswers(userId: number, from: Date, to: Date, zone: string, unit: string) {
  const live = sql`online_address_id in (select id from online_addresses where user_id = ${userId} and deleted_at is null)`;
  const inRange = (a: Date, b: Date) =>
    sql`created_at >= ${a.toISOString()} and created_at < ${b.toISOString()}`;
  const unique = sql`(count(distinct (online_address_id, user_session_id)) filter (where user_session_id is not null)
    + count(*) filter (where user_session_id is null))::int`;
  const previousFrom = new Date(2 * from.getTime() - to.getTime());
  const [current] = await raw<{ clicks: number; unique: number }>(
    sql`select count(*)::int as clicks, ${unique} as unique from clicks where ${live} and ${inRange(from, to)}`,
  );
  const [previous] = await raw<{ clicks: number; unique: number }>(
    sql`select count(*)::int as clicks, ${unique} as unique from clicks where ${live} and ${inRange(previousFrom, from)}`,
  );
  const dates = await raw<{ d: string; v: number; u: number }>(
    sql`select to_char(date_trunc(${unit}, created_at at time zone ${zone}), ${labels[unit]}) as d,
      count(*)::int as v, ${unique} as u from clicks where ${live} and ${inRange(from, to)} group by 1 order by 1`,
  );
  const platforms = await raw<{ k: string | null; v: number }>(
    sql`select platform as k, count(*)::int as v from clicks where ${live} and ${inRange(from, to)} group by 1`,
  );
  const domains = await raw<{ domain: string; links: number; views: number }>(
    sql`select l.domain, count(*)::int as links, coalesce(sum(c.n), 0)::int as views from online_addresses l
      left join (select online_address_id, count(*) as n from clicks where ${inRange(from, to)} group by 1) c
        on c.online_address_id = l.id
      where l.user_id = ${userId} and l.deleted_at is null group by 1 order by views desc, l.domain limit 10`,
  );
  return {
    totals: [current?.clicks, current?.unique, previous?.clicks, previous?.unique],
    dates: dates.map((row) => [row.d, row.v, row.u]),
    platforms: sortRows(platforms.map((row) => [row.k, row.v])),
    domains: domains.map((row) => [row.domain, row.links, row.views]),
  };
}

/** The signed-in owner's dashboard calls (`path` below /api/v1/click-dashboards), answered as JSON. */
const dashboardOf = (token: string) => (path: string) =>
  ctx.app
    .inject({ url: `/api/v1/click-dashboards${path}`, headers: bearer(token) })
    .then((response) => response.json());

/** The totals (with the previous period) and the chart's rows with views equal the raw clicks' answers. */
async function expectTotalsAndDates(
  get: ReturnType<typeof dashboardOf>,
  range: string,
  unit: string,
  timeZone: string,
  expected: Awaited<ReturnType<typeof rawAnswers>>,
) {
  const totals = await get(`?${range}`);
  expect([totals.clicks, totals.uniqueViews, totals.previous.clicks, totals.previous.uniqueViews]).toEqual(
    expected.totals,
  );
  const dates = await get(`/dates?${range}&timeUnit=${unit}&timeZone=${timeZone}`);
  expect(dates.rows.slice(1).filter((row: [string, number]) => row[1] > 0)).toEqual(expected.dates);
}

function sortRows(rows: unknown[][]): unknown[][] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/**
 * What the owner-level rollups must hold: the sums of the owner's live links' own rollups; and the visits
 * those of the raw clicks (each quarter hour with clicks, after the visitor's previous one).
 */
async function ownerRollupDrift(userId: number): Promise<Record<string, unknown>[]> {
  return raw(sql`
    select 'quarter' as t, bucket::text as k, sum(clicks) as clicks, sum(new_visitors) as visitors from (
      select bucket, clicks, new_visitors from owner_click_quarter_hours where user_id = ${userId}
      union all
      select q.bucket, -q.clicks, -q.new_visitors from click_quarter_hours q
        join online_addresses l on l.id = q.online_address_id where l.user_id = ${userId} and l.deleted_at is null
    ) d group by 1, 2 having sum(clicks) <> 0 or sum(new_visitors) <> 0
    union all
    select 'daily', concat_ws('|', day, platform, country), sum(clicks), 0 from (
      select day, platform, country, clicks from owner_clicks_daily where user_id = ${userId}
      union all
      select d.day, d.platform, d.country, -d.clicks from clicks_daily d
        join online_addresses l on l.id = d.online_address_id where l.user_id = ${userId} and l.deleted_at is null
    ) d group by 1, 2 having sum(clicks) <> 0
    union all
    select 'domain', concat_ws('|', day, domain), sum(clicks), 0 from (
      select day, domain, clicks from owner_domain_clicks_daily where user_id = ${userId}
      union all
      select (q.bucket at time zone 'UTC')::date, l.domain, -q.clicks from click_quarter_hours q
        join online_addresses l on l.id = q.online_address_id where l.user_id = ${userId} and l.deleted_at is null
    ) d group by 1, 2 having sum(clicks) <> 0
    union all
    select 'gap', bucket::text, 1, 0 from (
      select bucket, after from owner_visit_gaps where user_id = ${userId}
    ) o full join (
      select v.bucket, visit_gaps_sum(visit_gaps_of(${sql.raw(visitGapOf())}, 1)) as after
      from click_visits v join online_addresses l on l.id = v.online_address_id
      where l.user_id = ${userId} and l.deleted_at is null and v.previous_bucket is not null group by 1
    ) e using (bucket)
    where visit_gaps_add(o.after, array_fill(0, array[128])) is distinct from visit_gaps_add(e.after, array_fill(0, array[128]))
    union all
    select 'long gap', concat_ws('|', day, previous_day), sum(visits), 0 from (
      select day, previous_day, visits from owner_long_gap_visits where user_id = ${userId}
      union all
      select g.day, g.previous_day, -1 from (
        select v.online_address_id, ${sql.raw(longGapDaysOf())} from click_visits v
        where v.bucket - v.previous_bucket >= ${sql.raw(LONG_GAP)}) g
      join online_addresses l on l.id = g.online_address_id where l.user_id = ${userId} and l.deleted_at is null
    ) d group by 1, 2 having sum(visits) <> 0
    union all
    select 'visit', concat_ws('|', online_address_id, user_session_id, bucket), count(*), 0 from (
      select online_address_id, user_session_id, bucket, previous_bucket, user_id from click_visits
      except all
      select v.online_address_id, v.user_session_id, v.bucket,
        lag(v.bucket) over (partition by v.online_address_id, v.user_session_id order by v.bucket),
        case when l.deleted_at is null then l.user_id end
      from (select distinct online_address_id, user_session_id,
              date_bin('15 minutes', created_at, timestamptz '2000-01-01T00:00:00Z') as bucket
            from clicks where user_session_id is not null) v
      join online_addresses l on l.id = v.online_address_id
    ) d group by 1, 2`);
}

describe('all-links dashboards from the owner-level rollups', () => {
  it('equal the raw clicks after out-of-order batches, a deleted link and a new destination', async () => {
    const email = 'dono.todos@exemplo.com';
    const token = await signIn(ctx.app, email);
    await grantPlan(ctx.app, email, 'PRO');
    const [me] = await raw<{ id: number }>(sql`select id from users where email = ${email}`);
    const userId = Number(me?.id);
    const get = dashboardOf(token);
    const links: { id: number; code: string }[] = [];
    for (const name of ['a', 'b', 'c']) {
      links.push(await createLink(ctx.app, `https://${name}.exemplo.com/x`, token));
    }

    await fc.assert(
      fc.asyncProperty(
        clickSet,
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.record({ remove: fc.boolean(), move: fc.boolean() }),
        fc.constantFrom(...zones),
        fc.constantFrom('DAY', 'MONTH'),
        fc.integer({ min: 0, max: 4 * 24 * 4 }),
        fc.integer({ min: 1, max: 4 * 24 * 4 }),
        async (specs, cuts, change, timeZone, unit, startQuarters, lengthQuarters) => {
          for (const table of clickTables)
            await ctx.app.db.execute(sql`delete from ${sql.identifier(table)}`);
          // Every run starts from the three live links with their first destinations (and no clicks).
          for (const [index, name] of ['a', 'b', 'c'].entries()) {
            await ctx.app.db.execute(sql`update online_addresses set deleted_at = null, active = true,
              url = ${`https://${name}.exemplo.com/x`} where id = ${links[index]?.id ?? 0}`);
          }
          // Batches in any order: a visitor's first click may arrive after its later ones.
          const batches = new Map<number, { linkId: number; specs: ClickSpec[] }>();
          for (const [index, spec] of specs.entries()) {
            const key = ((cuts[index % cuts.length] ?? 0) % 5) * 3 + spec.link;
            const batch = batches.get(key) ?? { linkId: links[spec.link]?.id ?? 0, specs: [] };
            batch.specs.push(spec);
            batches.set(key, batch);
          }
          for (const [, batch] of [...batches.entries()].sort(([a], [b]) => b - a)) {
            await storeClicks(ctx.app, batch.linkId, batch.specs);
          }
          if (change.remove) {
            const response = await ctx.app.inject({
              method: 'DELETE',
              url: `/api/v1/online-addresses/${links[2]?.id}`,
              headers: bearer(token),
            });
            expect(response.statusCode).toBe(204);
          }
          if (change.move) {
            const response = await ctx.app.inject({
              method: 'PUT',
              url: `/api/v1/online-addresses/${links[0]?.id}`,
              headers: bearer(token),
              payload: { code: links[0]?.code, url: 'https://b.exemplo.com/y' },
            });
            expect(response.statusCode).toBe(200);
          }
          expect(await ownerRollupDrift(userId)).toEqual([]);

          const from = new Date(START - HOUR + startQuarters * QUARTER);
          const to = new Date(from.getTime() + lengthQuarters * QUARTER);
          const range = `period=${encodeURIComponent(`${from.toISOString()},${to.toISOString()}`)}`;
          const expected = await rawAnswers(userId, from, to, timeZone, unit.toLowerCase());
          await expectTotalsAndDates(get, range, unit, timeZone, expected);
          const platforms = await get(`/properties?name=platform&${range}`);
          expect(sortRows(platforms.rows.slice(1))).toEqual(expected.platforms);
          const domains = await get(`/domains?${range}&page=0&size=10`);
          expect(
            domains.content.map((row: { domain: string; links: number; views: number }) => [
              row.domain,
              row.links,
              row.views,
            ]),
          ).toEqual(expected.domains);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('count the visitors back after days, months or years per month and per year as the raw clicks do', async () => {
    const email = 'dono.anos@exemplo.com';
    const token = await signIn(ctx.app, email);
    await grantPlan(ctx.app, email, 'PRO');
    const [me] = await raw<{ id: number }>(sql`select id from users where email = ${email}`);
    const userId = Number(me?.id);
    const links = [
      await createLink(ctx.app, 'https://anos.exemplo.com/a', token),
      await createLink(ctx.app, 'https://anos.exemplo.com/b', token),
    ];
    const DAY = 24 * HOUR;
    const FIRST = Date.parse('2024-01-01T00:00:00Z');
    // Clicks and period edges gather around a few moments up to 800 days apart, so visitors come back after
    // gaps of hours to years, and a period often starts on the UTC day of a visit just before it.
    const near = (anchors: number[]) =>
      fc
        .record({ anchor: fc.nat(), offset: fc.integer({ min: -2 * DAY, max: 2 * DAY }) })
        .map(({ anchor, offset }) => FIRST + (anchors[anchor % anchors.length] ?? 0) + offset);
    const scenario = fc
      .array(fc.integer({ min: 0, max: 800 * DAY }), { minLength: 2, maxLength: 3 })
      .chain((anchors) =>
        fc.record({
          clicks: fc.array(
            fc.record({
              link: fc.integer({ min: 0, max: 1 }),
              at: near(anchors).map((ms) => new Date(ms)),
              session: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null, freq: 8 }),
            }),
            { minLength: 1, maxLength: 60 },
          ),
          // Whole quarter hours, the grain the API widens a period to (decision 019).
          edges: fc
            .tuple(near(anchors), near(anchors))
            .map((pair) => pair.map((ms) => Math.floor(ms / QUARTER) * QUARTER))
            .filter(([a, b]) => a !== b),
        }),
      );
    await fc.assert(
      fc.asyncProperty(
        scenario,
        fc.constantFrom(
          'UTC',
          'America/Sao_Paulo',
          'Asia/Kathmandu',
          'Australia/Lord_Howe',
          'America/Havana',
        ),
        fc.constantFrom('MONTH', 'YEAR'),
        fc.boolean(),
        async ({ clicks, edges }, timeZone, unit, remove) => {
          for (const table of clickTables)
            await ctx.app.db.execute(sql`delete from ${sql.identifier(table)}`);
          await ctx.app.db.execute(
            sql`update online_addresses set deleted_at = null, active = true where id = ${links[1]?.id ?? 0}`,
          );
          for (const [index, link] of links.entries()) {
            await storeClicks(
              ctx.app,
              link.id,
              clicks.filter((click) => click.link === index),
            );
          }
          if (remove) {
            const response = await ctx.app.inject({
              method: 'DELETE',
              url: `/api/v1/online-addresses/${links[1]?.id}`,
              headers: bearer(token),
            });
            expect(response.statusCode).toBe(204);
          }
          expect(await ownerRollupDrift(userId)).toEqual([]);
          const from = new Date(Math.min(...edges));
          const to = new Date(Math.max(...edges));
          const range = `period=${encodeURIComponent(`${from.toISOString()},${to.toISOString()}`)}`;
          const expected = await rawAnswers(userId, from, to, timeZone, unit.toLowerCase());
          const get = dashboardOf(token);
          await expectTotalsAndDates(get, range, unit, timeZone, expected);
        },
      ),
      { numRuns: 100 },
    );
    // 100 streams, each stored and rolled up (decision 042) and read back: about 20 s alone, more beside others.
  }, 90_000);

  it('count a visitor back after a visit earlier on the start day, and one back after more than 400 days', async () => {
    const email = 'dono.bordas@exemplo.com';
    const token = await signIn(ctx.app, email);
    await grantPlan(ctx.app, email, 'PRO');
    const [me] = await raw<{ id: number }>(sql`select id from users where email = ${email}`);
    const link = await createLink(ctx.app, 'https://bordas.exemplo.com/x', token);
    await storeClicks(ctx.app, link.id, [
      // 'a' clicks on the start's UTC day before the start, then three days later: its previous day is the
      // start's own, which the day counts cannot tell before or after the start.
      { at: new Date('2024-03-10T10:00:00Z'), session: 'a' },
      { at: new Date('2024-03-14T12:00:00Z'), session: 'a' },
      // 'b' comes back after 878 days, stored as 400 days before, 517 days into a 547-day period.
      { at: new Date('2023-01-05T09:00:00Z'), session: 'b' },
      { at: new Date('2025-06-01T09:00:00Z'), session: 'b' },
    ]);
    const get = dashboardOf(token);
    for (const [from, to, unit, uniqueViews] of [
      ['2024-03-10T15:00:00Z', '2024-04-01T00:00:00Z', 'MONTH', 1],
      ['2024-01-01T00:00:00Z', '2025-07-01T00:00:00Z', 'YEAR', 2],
    ] as const) {
      const range = `period=${encodeURIComponent(`${from},${to}`)}`;
      const expected = await rawAnswers(
        Number(me?.id),
        new Date(from),
        new Date(to),
        'UTC',
        unit.toLowerCase(),
      );
      const totals = await get(`?${range}`);
      expect([totals.clicks, totals.uniqueViews]).toEqual(expected.totals.slice(0, 2));
      expect(totals.uniqueViews).toBe(uniqueViews);
      const dates = await get(`/dates?${range}&timeUnit=${unit}&timeZone=UTC`);
      expect(dates.rows.slice(1).filter((row: [string, number]) => row[1] > 0)).toEqual(expected.dates);
    }
  });

  it('keeps the visits exact when batches for the same visitors commit concurrently', async () => {
    const email = 'dono.concorrente@exemplo.com';
    const token = await signIn(ctx.app, email);
    const [me] = await raw<{ id: number }>(sql`select id from users where email = ${email}`);
    const link = await createLink(ctx.app, 'https://concorrente.exemplo.com/x', token);
    // Eight batches at once (several pool connections on PostgreSQL), each a visitor's clicks in shuffled
    // quarter hours, so late visits land between stored ones while other batches write the same visitors.
    const batches = Array.from({ length: 8 }, (_, batch) =>
      Array.from({ length: 12 }, (_, index) => ({
        at: new Date(START + ((batch * 37 + index * 53) % 300) * QUARTER + index),
        session: ['a', 'b', 'c'][(batch + index) % 3] ?? null,
      })),
    );
    await Promise.all(batches.map((specs) => storeClicks(ctx.app, link.id, specs)));
    expect(await ownerRollupDrift(Number(me?.id))).toEqual([]);
  });

  it('answers an owner from the rollups, not from a scan of the raw clicks', async () => {
    const email = 'dono.rollup@exemplo.com';
    const token = await signIn(ctx.app, email);
    await grantPlan(ctx.app, email, 'PRO');
    const link = await createLink(ctx.app, 'https://rollup.exemplo.com/x', token);
    await storeClicks(ctx.app, link.id, [
      { at: new Date('2025-06-01T10:00:00Z'), session: 'a', platform: 'Android' },
      { at: new Date('2025-06-02T10:00:00Z'), session: 'a', platform: 'Android' },
      { at: new Date('2025-06-02T11:00:00Z'), session: 'b', platform: 'iPhone' },
      { at: new Date('2025-06-03T11:00:00Z'), session: null, platform: 'iPhone' },
    ]);
    // Only the visitors that came back need the raw clicks; take away the others' and the answers stand.
    await ctx.app.db.execute(sql`delete from clicks where online_address_id = ${link.id}
      and (user_session_id is null or user_session_id = 'b')`);
    const range = `period=${encodeURIComponent('2025-06-01T00:00:00Z,2025-06-04T00:00:00Z')}`;
    const get = dashboardOf(token);
    const totals = await get(`?${range}`);
    expect([totals.clicks, totals.uniqueViews]).toEqual([4, 3]);
    const dates = await get(`/dates?${range}&timeUnit=DAY&timeZone=UTC`);
    expect(dates.rows.slice(1)).toEqual([
      ['2025-06-01', 1, 1],
      ['2025-06-02', 2, 2],
      ['2025-06-03', 1, 1],
    ]);
    const platforms = await get(`/properties?name=platform&${range}`);
    expect(platforms.rows.slice(1)).toEqual([
      ['Android', 2],
      ['iPhone', 2],
    ]);
  });
});
