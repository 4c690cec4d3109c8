import type { TimeUnit } from '@atalho/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Period } from './periods';
import { splitByUtcDays } from './periods';

/** The links a dashboard reads: a subquery of ids, always within one owner's links. */
export type LinkScope = SQL;

export interface Totals {
  clicks: number;
  uniqueViews: number;
  setApart: number;
}

const within = (column: SQL, period: Period | null) =>
  period
    ? sql`and ${column} >= ${period.from.toISOString()} and ${column} < ${period.to.toISOString()}`
    : sql``;

/**
 * Unique views: distinct sessions per link, summed over the links; a click without a session id is one
 * visitor of its own (decision 019). An index-only scan of (link, created_at, session).
 */
const uniqueViews = sql`count(distinct (online_address_id, user_session_id)) filter (where user_session_id is not null)
  + count(*) filter (where user_session_id is null)`;

export async function readTotals(db: Db, scope: LinkScope, period: Period | null): Promise<Totals> {
  const [row] = rowsOf<{
    clicks: string | number;
    unique_views: string | number;
    set_apart: string | number;
  }>(
    await db.execute(sql`select
      (select coalesce(sum(clicks), 0) from click_quarter_hours
        where online_address_id in (${scope}) ${within(sql`bucket`, period)}) as clicks,
      (select ${uniqueViews} from clicks
        where online_address_id in (${scope}) ${within(sql`created_at`, period)}) as unique_views,
      (select count(*) from suspicious_clicks
        where online_address_id in (${scope}) ${within(sql`created_at`, period)}) as set_apart`),
  );
  return {
    clicks: Number(row?.clicks ?? 0),
    uniqueViews: Number(row?.unique_views ?? 0),
    setApart: Number(row?.set_apart ?? 0),
  };
}

/** The first and last quarter hour with clicks in scope (bounds of the all-time chart), or null. */
export async function readClickSpan(db: Db, scope: LinkScope): Promise<Period | null> {
  const [row] = rowsOf<{ first: string | Date | null; last: string | Date | null }>(
    await db.execute(
      sql`select min(bucket) as first, max(bucket) as last from click_quarter_hours where online_address_id in (${scope})`,
    ),
  );
  if (!row?.first || !row.last) return null;
  return { from: new Date(row.first), to: new Date(new Date(row.last).getTime() + 900_000) };
}

const unitOf: Record<TimeUnit, { trunc: string; step: string; label: string }> = {
  DAY: { trunc: 'day', step: '1 day', label: 'YYYY-MM-DD' },
  MONTH: { trunc: 'month', step: '1 month', label: 'YYYY-MM' },
  YEAR: { trunc: 'year', step: '1 year', label: 'YYYY' },
};

/**
 * Views and unique views per local day, month or year of `timeZone`, every bucket of the period present
 * (zero when nothing happened). Each quarter hour lies wholly inside one local day, so the sums are exact.
 */
export async function readDates(
  db: Db,
  scope: LinkScope,
  period: Period,
  unit: TimeUnit,
  timeZone: string,
): Promise<{ date: string; views: number; uniqueViews: number }[]> {
  const { trunc, step, label } = unitOf[unit];
  const local = (column: SQL) => sql`date_trunc(${trunc}, ${column} at time zone ${timeZone})`;
  const from = period.from.toISOString();
  const last = new Date(Math.max(period.from.getTime(), period.to.getTime() - 1)).toISOString();
  const rows = rowsOf<{ date: string; views: string | number; unique_views: string | number }>(
    await db.execute(sql`
      with series as (
        select generate_series(${local(sql`${from}::timestamptz`)}, ${local(sql`${last}::timestamptz`)}, ${step}::interval) as bucket
      ),
      views as (
        select ${local(sql`bucket`)} as bucket, sum(clicks) as views from click_quarter_hours
        where online_address_id in (${scope}) ${within(sql`bucket`, period)} group by 1
      ),
      uniques as (
        select ${local(sql`created_at`)} as bucket, ${uniqueViews} as unique_views from clicks
        where online_address_id in (${scope}) ${within(sql`created_at`, period)} group by 1
      )
      select to_char(series.bucket, ${label}) as date, coalesce(views.views, 0) as views,
        coalesce(uniques.unique_views, 0) as unique_views
      from series left join views using (bucket) left join uniques using (bucket)
      order by series.bucket`),
  );
  return rows.map((row) => ({
    date: row.date,
    views: Number(row.views),
    uniqueViews: Number(row.unique_views),
  }));
}

/** Segment columns a breakdown may group by. */
export const segmentColumns = [
  'platform',
  'breakpoint_name',
  'share_on',
  'country',
  'state',
  'city',
] as const;
export type SegmentColumn = (typeof segmentColumns)[number];

/**
 * Views per combination of `columns` over the period: whole UTC days from the daily segment rollup, the
 * partial days at the edges from the raw clicks (decision 019), so the answer is exact for any period.
 */
export async function readSegments(
  db: Db,
  scope: LinkScope,
  period: Period | null,
  columns: readonly SegmentColumn[],
  where: Partial<Record<SegmentColumn, string>>,
): Promise<{ values: (string | null)[]; views: number }[]> {
  const list = sql.raw(columns.join(', '));
  const matches = sql.join(
    Object.entries(where).map(([column, value]) => sql` and ${sql.raw(column)} = ${value}`),
    sql``,
  );
  const parts: SQL[] = [];
  const split = period ? splitByUtcDays(period) : { days: null, edges: [] };
  if (!period) {
    parts.push(
      sql`select ${list}, clicks as n from clicks_daily where online_address_id in (${scope}) ${matches}`,
    );
  }
  if (split.days) {
    parts.push(sql`select ${list}, clicks as n from clicks_daily where online_address_id in (${scope})
      and day >= ${split.days.first}::date and day < ${split.days.end}::date ${matches}`);
  }
  for (const edge of split.edges) {
    parts.push(sql`select ${list}, 1 as n from clicks where online_address_id in (${scope})
      ${within(sql`created_at`, edge)} ${matches}`);
  }
  const rows = rowsOf<Record<string, string | null> & { views: string | number }>(
    await db.execute(sql`select ${list}, sum(n) as views from (${sql.join(parts, sql` union all `)}) parts
      group by ${list} order by views desc, ${list}`),
  );
  return rows.map((row) => ({
    values: columns.map((column) => row[column] ?? null),
    views: Number(row.views),
  }));
}

/** Views per destination domain of the links in scope (with their link count), most viewed first. */
export async function readDomains(
  db: Db,
  scope: LinkScope,
  period: Period | null,
  paging: { page: number; size: number },
): Promise<{ rows: { domain: string; links: number; views: number }[]; total: number }> {
  const perDomain = sql`select l.domain, count(*) as links, coalesce(sum(v.views), 0) as views
    from online_addresses l
    left join lateral (select sum(clicks) as views from click_quarter_hours q
      where q.online_address_id = l.id ${within(sql`q.bucket`, period)}) v on true
    where l.id in (${scope}) and l.domain is not null group by l.domain`;
  const [rows, totals] = await Promise.all([
    db.execute(
      sql`${perDomain} order by views desc, l.domain limit ${paging.size} offset ${paging.page * paging.size}`,
    ),
    db.execute(sql`select count(distinct domain) as total from online_addresses
      where id in (${scope}) and domain is not null`),
  ]);
  return {
    rows: rowsOf<{ domain: string; links: string | number; views: string | number }>(rows).map((row) => ({
      domain: row.domain,
      links: Number(row.links),
      views: Number(row.views),
    })),
    total: Number(rowsOf<{ total: string | number }>(totals)[0]?.total ?? 0),
  };
}
