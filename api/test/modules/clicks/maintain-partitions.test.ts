import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { dropClickPartitionsBefore, ensureClickPartitions } from '../../../src/modules/clicks/queries';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { storeClicks } from '../click-dashboards/fixtures';
import { createLink, grantPlan } from '../online-addresses/fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

const JOB = 'clicks.maintain-partitions';

async function raw<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await ctx.app.db.execute(query));
}

/** The partitions of `clicks`, by name. */
async function partitions(): Promise<string[]> {
  const rows = await raw<{ name: string }>(sql`select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid where i.inhparent = 'clicks'::regclass order by 1`);
  return rows.map((row) => row.name);
}

/** Where each of the link's clicks is stored: [instant, partition]. */
async function placement(linkId: number): Promise<[string, string][]> {
  const rows = await raw<{
    at: Date | string;
    part: string;
  }>(sql`select created_at as at, tableoid::regclass::text as part
    from clicks where online_address_id = ${linkId} order by created_at`);
  return rows.map((row) => [new Date(row.at).toISOString(), row.part]);
}

const monthName = (at: Date) =>
  `clicks_p${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
const monthsAfter = (at: Date, months: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));

async function ownerWithLink(email: string) {
  const token = await signIn(ctx.app, email);
  await grantPlan(ctx.app, email, 'PRO');
  const link = await createLink(ctx.app, 'https://www.exemplo.com/a', token);
  const get = (path: string) =>
    ctx.app
      .inject({ url: `/api/v1/click-dashboards${path}`, headers: bearer(token) })
      .then((response) => response.json());
  return { link, get };
}

const period = (from: string, to: string) => `period=${encodeURIComponent(`${from},${to}`)}`;

/** Clicks on both sides of the UTC month boundary 2024-02-01, one visitor on both. */
const boundaryClicks = [
  { at: new Date('2024-01-31T12:00:00Z'), session: 'a', platform: 'Android', country: 'BR' },
  { at: new Date('2024-01-31T23:59:59.999Z'), session: 'b', platform: 'iPhone', country: 'BR' },
  { at: new Date('2024-02-01T00:00:00Z'), session: 'a', platform: 'Android', country: 'PT' },
  { at: new Date('2024-02-01T02:30:00Z'), session: null, platform: 'iPhone', country: 'BR' },
  { at: new Date('2024-02-02T10:00:00Z'), session: 'c', platform: 'Android', country: null },
];

/** Every dashboard answer over the boundary: totals, days and months (UTC and São Paulo), properties. */
async function answersAcross(get: (path: string) => Promise<Record<string, unknown>>, linkId: number) {
  // Periods starting and ending mid-day, so their partial edge days are counted from the raw clicks.
  const ranges = [
    period('2024-01-31T06:00:00Z', '2024-02-02T12:00:00Z'),
    period('2024-01-31T03:00:00Z', '2024-02-01T03:00:00Z'),
    period('2024-01-01T00:00:00Z', '2024-03-01T00:00:00Z'),
  ];
  const answers: unknown[] = [];
  for (const range of ranges) {
    for (const scope of ['', `&onlineAddressId=${linkId}`]) {
      answers.push(await get(`?${range}${scope}`));
      for (const zone of ['UTC', 'America/Sao_Paulo']) {
        answers.push(await get(`/dates?${range}${scope}&timeUnit=DAY&timeZone=${zone}`));
        answers.push(await get(`/dates?${range}${scope}&timeUnit=MONTH&timeZone=${zone}`));
      }
      answers.push(await get(`/properties?name=platform&${range}${scope}`));
      answers.push(await get(`/regions?${range}${scope}`));
    }
  }
  return answers;
}

describe('raw clicks partitioned by month (decision 043)', () => {
  it('has this month and the next two ahead; the job adds the coming ones, once', async () => {
    const now = new Date();
    const names = await partitions();
    for (const months of [0, 1, 2]) expect(names).toContain(monthName(monthsAfter(now, months)));
    expect(names).toContain('clicks_default');

    const later = monthsAfter(now, 3);
    expect(await ctx.app.jobs.runNow(JOB, { now: later })).toEqual({
      created: 3,
      dropped: 0,
      expiredRows: 0,
      expiredSetApart: 0,
    });
    expect(await ctx.app.jobs.runNow(JOB, { now: later })).toEqual({
      created: 0,
      dropped: 0,
      expiredRows: 0,
      expiredSetApart: 0,
    });
    const after = await partitions();
    for (const months of [3, 4, 5]) expect(after).toContain(monthName(monthsAfter(now, months)));

    // Two instances at once: each month is created by one of them.
    const further = monthsAfter(now, 6);
    const runs = await Promise.all([
      ctx.app.jobs.runNow(JOB, { now: further }),
      ctx.app.jobs.runNow(JOB, { now: further }),
    ]);
    expect(runs.map((run) => (run as { created: number }).created).sort()).toEqual([0, 3]);
  });

  it('stores a click of any instant, and moves it to its month when that month is created', async () => {
    const { link } = await ownerWithLink('longe@exemplo.com');
    await storeClicks(ctx.app, link.id, [
      { at: new Date('1971-03-10T08:00:00Z') },
      { at: new Date('2999-12-31T23:59:59Z') },
      { at: new Date() },
    ]);
    const stored = await placement(link.id);
    expect(stored.map(([, part]) => part)).toEqual([
      'clicks_default',
      monthName(new Date()),
      'clicks_default',
    ]);

    expect(await ensureClickPartitions(ctx.app.db, new Date('1971-03-31T23:00:00Z'), 0)).toBe(1);
    expect(await placement(link.id)).toEqual([
      ['1971-03-10T08:00:00.000Z', 'clicks_p197103'],
      stored[1],
      stored[2],
    ]);
  });

  it('gives the same dashboard answers with the clicks in one partition or split across a month boundary', async () => {
    const { link, get } = await ownerWithLink('fronteira@exemplo.com');
    await storeClicks(ctx.app, link.id, boundaryClicks);
    expect(new Set((await placement(link.id)).map(([, part]) => part))).toEqual(new Set(['clicks_default']));
    const before = await answersAcross(get, link.id);
    expect(
      before.filter((answer) => typeof answer !== 'object' || answer === null || 'messages' in answer),
    ).toEqual([]);
    expect(before[0]).toMatchObject({ clicks: 5, uniqueViews: 4 });

    expect(await ensureClickPartitions(ctx.app.db, new Date('2024-01-15T00:00:00Z'), 1)).toBe(2);
    expect((await placement(link.id)).map(([, part]) => part)).toEqual([
      'clicks_p202401',
      'clicks_p202401',
      'clicks_p202402',
      'clicks_p202402',
      'clicks_p202402',
    ]);
    expect(await answersAcross(get, link.id)).toEqual(before);

    // Clicks stored after the split land in their months directly, and count like the others.
    await storeClicks(ctx.app, link.id, [{ at: new Date('2024-01-31T23:00:00Z'), session: 'c' }]);
    expect((await placement(link.id))[1]).toEqual(['2024-01-31T23:00:00.000Z', 'clicks_p202401']);
    const [totals] = await answersAcross(get, link.id);
    expect(totals).toMatchObject({ clicks: 6, uniqueViews: 4 });
  });

  it('drops the months past the retention with their raw rows, and keeps the rollups and the totals', async () => {
    const { link, get } = await ownerWithLink('retencao@exemplo.com');
    await storeClicks(ctx.app, link.id, [
      ...boundaryClicks,
      { at: new Date('1999-06-01T00:00:00Z'), session: 'z' },
      { at: new Date() },
    ]);
    await ensureClickPartitions(ctx.app.db, new Date('2024-01-01T00:00:00Z'), 1);
    const whole = period('1999-01-01T00:00:00Z', '2024-03-01T00:00:00Z');
    const monthly = `/dates?${whole}&timeUnit=MONTH&timeZone=UTC`;
    const totals = await get(`?${whole}`);
    const months = await get(monthly);
    expect(totals).toMatchObject({ clicks: 6, uniqueViews: 5 });
    // Clicks set apart are raw clicks too: the same retention (a period past it then shows fewer set apart).
    await raw(sql`insert into suspicious_clicks (online_address_id, reason, created_at)
      values (${link.id}, 'crawler', '1999-06-01T00:00:00Z'), (${link.id}, 'crawler', now())`);

    // A guard keeps what a reader still needs: February 2024 and what follows (earlier tests' months go too).
    const guarded = await dropClickPartitionsBefore(
      ctx.app.db,
      new Date('2024-03-01T00:00:00Z'),
      new Date('2024-02-01T00:00:00Z'),
    );
    expect(guarded.defaultRows).toBe(1);
    expect(guarded.partitions).toBeGreaterThanOrEqual(1);
    expect(await partitions()).not.toContain('clicks_p202401');
    expect(await partitions()).toContain('clicks_p202402');

    // The job with the retention setting: everything before its cutoff goes, this month's clicks stay.
    const now = new Date();
    const cutoff = monthsAfter(now, -ctx.app.config.clicksRetentionMonths);
    const result = await ctx.app.jobs.runNow(JOB, { now });
    expect(result).toMatchObject({ created: 0, expiredRows: 0 });
    expect((result as { dropped: number }).dropped).toBeGreaterThanOrEqual(1);
    expect(
      (await partitions()).filter((name) => name.startsWith('clicks_p') && name < monthName(cutoff)),
    ).toEqual([]);
    expect(await ctx.app.jobs.runNow(JOB, { now })).toMatchObject({
      created: 0,
      dropped: 0,
      expiredRows: 0,
      expiredSetApart: 0,
    });
    expect(await placement(link.id)).toEqual([[expect.any(String), monthName(now)]]);
    const setApart = await raw<{ at: string }>(
      sql`select created_at::text as at from suspicious_clicks where online_address_id = ${link.id}`,
    );
    expect(setApart).toHaveLength(1);
    expect(new Date(setApart[0]?.at ?? 0).getTime()).toBeGreaterThan(cutoff.getTime());

    expect(await get(`?${whole}`)).toEqual(totals);
    expect(await get(monthly)).toEqual(months);
    const [rollup] = await raw<{ clicks: number }>(
      sql`select sum(clicks)::int as clicks from click_quarter_hours where online_address_id = ${link.id}`,
    );
    expect(rollup?.clicks).toBe(7);
  });

  // PostgreSQL's test app polls for other instances' clicks every 250 ms and would roll the click up first.
  it.runIf(!process.env.DATABASE_URL)(
    'never drops a month holding a click the rollups have not taken yet',
    async () => {
      const { link } = await ownerWithLink('guarda@exemplo.com');
      await ensureClickPartitions(ctx.app.db, new Date('2020-05-01T00:00:00Z'), 0);
      // Stored, not rolled up: an aggregator behind (a direct insert wakes nobody).
      await raw(
        sql`insert into clicks (online_address_id, created_at) values (${link.id}, '2020-05-10T00:00:00Z')`,
      );
      const now = new Date();
      await ctx.app.jobs.runNow(JOB, { now });
      expect(await partitions()).toContain('clicks_p202005');

      await ctx.app.clickRollups.catchUp();
      await ctx.app.jobs.runNow(JOB, { now });
      expect(await partitions()).not.toContain('clicks_p202005');
    },
  );
});
