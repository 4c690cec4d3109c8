import type { TimeUnit } from '@atalho/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { LONG_GAP_DAYS_CAP, LONG_GAP as longGapText, returningVisitor } from '../../db/schema';
import type { Period } from './periods';
import { splitByUtcDays } from './periods';

/**
 * The links a dashboard reads: `ids`, a subquery of ids always within one owner's live links; `owner` when
 * they are all of that owner's live links (no filter, no single link), so the owner-level rollups answer.
 */
export interface LinkScope {
  ids: SQL;
  owner: number | null;
}

export interface Totals {
  clicks: number;
  uniqueViews: number;
  setApart: number;
}

const within = (column: SQL, period: Period | null) =>
  period
    ? sql`and ${column} >= ${period.from.toISOString()} and ${column} < ${period.to.toISOString()}`
    : sql``;

/** The quarter-hour series (clicks, new visitors) of the scope: the owner's own, or the links'. */
const seriesOf = (scope: LinkScope) =>
  scope.owner === null
    ? sql`click_quarter_hours where online_address_id in (${scope.ids})`
    : sql`owner_click_quarter_hours where user_id = ${scope.owner}`;

/**
 * The one dimension of `click_dimensions_daily` holding every column a breakdown groups or filters by, if any:
 * a single property, or country/state/city (the region drill-down).
 */
function dimensionOf(columns: readonly SegmentColumn[]): string | null {
  if (columns.every((column) => column === 'country' || column === 'state' || column === 'city')) {
    return columns.length === 1 && columns[0] === 'country' ? 'country' : 'region';
  }
  return columns.length === 1 ? (columns[0] ?? null) : null;
}

/**
 * The daily segment counts of the scope: the owner's; or, for links, their counts per day of the one dimension
 * the breakdown needs (far fewer rows than every combination), else every combination.
 */
function segmentsOf(scope: LinkScope, columns: readonly SegmentColumn[]): SQL {
  if (scope.owner !== null) return sql`owner_clicks_daily where user_id = ${scope.owner}`;
  const dimension = dimensionOf(columns);
  return dimension === null
    ? sql`clicks_daily where online_address_id in (${scope.ids})`
    : sql`click_dimensions_daily where online_address_id in (${scope.ids}) and dimension = ${dimension}`;
}

/** The visitors (link, session) of the scope's links. */
const visitorsOf = (scope: LinkScope) =>
  scope.owner === null
    ? sql`click_sessions s where s.online_address_id in (${scope.ids})`
    : sql`click_sessions s where s.user_id = ${scope.owner}`;

/**
 * Visitors whose first click on the link is before the period and who clicked it again inside: with the
 * new visitors of the period's quarter hours, the period's unique views (decision 019). Those whose last click
 * is inside the period did (an index-only count); those whose clicks span the whole period each take one index
 * probe of the raw clicks: few for a period that ends now, so a period in the past counts visits instead.
 */
function returningVisitors(scope: LinkScope, period: Period): SQL {
  if (period.to.getTime() <= Date.now()) return visitsAfterGap(scope, period);
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  return sql`((select count(*) from ${visitorsOf(scope)} and ${returningVisitor}
      and s.first_at < ${from} and s.last_at >= ${from} and s.last_at < ${to})
    + (select count(*) from ${visitorsOf(scope)} and ${returningVisitor} and s.first_at < ${from} and s.last_at >= ${to}
      and exists (select 1 from clicks c where c.online_address_id = s.online_address_id
        and c.user_session_id = s.user_session_id and c.created_at >= ${from} and c.created_at < ${to} limit 1)))`;
}

const LONG_GAP = sql.raw(longGapText);

/**
 * An `owner_visit_gaps` row's visits whose previous visit is before `since` (at most 32 hours earlier): those
 * with a gap of more than the quarter hours between; null when `since` is further back.
 */
const afterSince = (since: SQL) => sql`after[floor(extract(epoch from bucket - ${since}) / 900)::int + 1]`;

/**
 * The owner's visitors seen before `start` who came back in [start + 32 hours, end): each through its one visit
 * there whose previous visit is before `start`, a gap of 32 hours or more. Whole UTC days (up to
 * `LONG_GAP_DAYS_CAP` after the start's) from `owner_long_gap_visits`, whose previous day tells all but the
 * visits after one on the start's own day (read from their index); the partial days at both ends, and any
 * days past the cap, from the visits themselves.
 */
function longGapComebacks(owner: number, start: SQL, end: SQL): SQL {
  const visits = sql`select count(*) from click_visits where user_id = ${owner} and bucket - previous_bucket >= ${LONG_GAP}`;
  return sql`(select (select coalesce(sum(visits), 0) from owner_long_gap_visits where user_id = ${owner}
        and day >= d.first_day and day < d.end_day and previous_day < d.start_day)
      + (${visits} and previous_bucket >= d.start_day::timestamp at time zone 'UTC' and previous_bucket < d.s
        and bucket >= d.first_day::timestamp at time zone 'UTC' and bucket < d.end_day::timestamp at time zone 'UTC')
      + (${visits} and bucket >= d.s + ${LONG_GAP}
        and bucket < least(d.first_day::timestamp at time zone 'UTC', d.e) and previous_bucket < d.s)
      + (${visits} and bucket >= d.end_day::timestamp at time zone 'UTC' and bucket < d.e and previous_bucket < d.s)
    from (select s, e, start_day, first_day,
        greatest(first_day, least((e at time zone 'UTC')::date, start_day + ${sql.raw(String(LONG_GAP_DAYS_CAP))})) as end_day
      from (select s, e, (s at time zone 'UTC')::date as start_day,
          ((s + ${LONG_GAP} - interval '1 microsecond') at time zone 'UTC')::date + 1 as first_day
        from (select ${start}::timestamptz as s, ${end}::timestamptz as e) b) b) d)`;
}

/**
 * The same count from the visits: each visitor seen before the period and again inside has exactly one visit
 * in it whose previous visit is before it. The owner's gap counts answer the period's first 32 hours (a gap
 * longer than the time since the start, capped at 32 hours), its long-gap visits the rest; one link (or a
 * filter) reads its visits.
 */
function visitsAfterGap(scope: LinkScope, period: Period): SQL {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  if (scope.owner === null) {
    return sql`(select count(*) from click_visits where online_address_id in (${scope.ids})
      and previous_bucket is not null and bucket >= ${from} and bucket < ${to} and previous_bucket < ${from})`;
  }
  return sql`((select coalesce(sum(${afterSince(sql`${from}::timestamptz`)}), 0) from owner_visit_gaps
      where user_id = ${scope.owner} and bucket >= ${from}
      and bucket < least(${to}::timestamptz, ${from}::timestamptz + ${LONG_GAP}))
    + ${longGapComebacks(scope.owner, sql`${from}`, sql`${to}`)})`;
}

/**
 * Clicks, unique views and clicks set apart in the period. Unique views are distinct sessions per link,
 * summed over the links, a click without a session id one visitor of its own (decision 019): the visitors
 * first seen in the period plus those seen before who came back in it.
 */
export async function readTotals(db: Db, scope: LinkScope, period: Period | null): Promise<Totals> {
  const [row] = rowsOf<{
    clicks: string | number;
    unique_views: string | number;
    set_apart: string | number;
  }>(
    await db.execute(sql`select series.clicks, series.new_visitors + ${period ? returningVisitors(scope, period) : sql`0`} as unique_views,
      (select count(*) from suspicious_clicks
        where online_address_id in (${scope.ids}) ${within(sql`created_at`, period)}) as set_apart
      from (select coalesce(sum(clicks), 0) as clicks, coalesce(sum(new_visitors), 0) as new_visitors
        from ${seriesOf(scope)} ${within(sql`bucket`, period)}) series`),
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
      sql`select min(bucket) as first, max(bucket) as last from ${seriesOf(scope)} and clicks > 0`,
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
 * (zero when nothing happened). The buckets become UTC bounds once (`local_start`, migration 0022), and each
 * row finds its bucket among them (`width_bucket`, a binary search) instead of converting its own time: each
 * quarter hour lies wholly inside one local day, so the sums are exact.
 */
export async function readDates(
  db: Db,
  scope: LinkScope,
  period: Period,
  unit: TimeUnit,
  timeZone: string,
): Promise<{ date: string; views: number; uniqueViews: number }[]> {
  const { trunc, step, label } = unitOf[unit];
  const local = (instant: string) =>
    sql`date_trunc(${trunc}, ${instant}::timestamptz at time zone ${timeZone})`;
  const from = period.from.toISOString();
  const last = new Date(Math.max(period.from.getTime(), period.to.getTime() - 1)).toISOString();
  const bucketOf = (column: SQL) => sql`width_bucket(${column}, (select starts from bounds))`;
  // A visitor counts in a bucket where it is new, or through its one visit there whose previous visit is
  // before the bucket's start. The owner's gap counts decide that for any visit less than 32 hours after the
  // start, which is every visit of a local day (since 1970); for months and years the long-gap visits decide
  // the rest, bucket by bucket (`longGapComebacks`). (`offset 0` takes each gap row's count before grouping,
  // so the grouping carries an integer rather than the 128-element array: 120 MB sorted on disk otherwise,
  // for an owner's year.)
  const comebacks =
    scope.owner === null
      ? sql`select i, count(*) as visitors from (
          select ${bucketOf(sql`v.bucket`)} as i, v.previous_bucket from click_visits v
          where v.online_address_id in (${scope.ids}) and v.previous_bucket is not null ${within(sql`v.bucket`, period)}
        ) v, bounds where v.previous_bucket < bounds.starts[v.i]
        group by i`
      : sql`select i, sum(visitors) as visitors from (
          select i, ${afterSince(sql`starts[i]`)} as visitors from (
            select width_bucket(bucket, starts) as i, starts, bucket, after from owner_visit_gaps, bounds
            where user_id = ${scope.owner} ${within(sql`bucket`, period)}
          ) g offset 0
        ) g
        group by i
        ${unit === 'DAY' ? sql`` : sql`union all select i, ${longGapComebacks(scope.owner, sql`start`, sql`stop`)} from buckets`}`;
  const rows = rowsOf<{ date: string; views: string | number; unique_views: string | number }>(
    await db.execute(sql`
      with buckets as (
        select i, local_bucket, start, lead(start, 1, ${period.to.toISOString()}::timestamptz) over (order by i) as stop
        from (select i::int, local_bucket, greatest(local_start(local_bucket, ${timeZone}), ${from}::timestamptz) as start
          from generate_series(${local(from)}, ${local(last)}, ${step}::interval) with ordinality as s(local_bucket, i)) b
      ),
      bounds as (select array_agg(start order by i) as starts from buckets),
      views as (
        select ${bucketOf(sql`bucket`)} as i, sum(clicks) as views, sum(new_visitors) as new_visitors
        from ${seriesOf(scope)} ${within(sql`bucket`, period)} group by 1
      ),
      comebacks as (select i, sum(visitors) as visitors from (${comebacks}) c group by 1)
      select to_char(buckets.local_bucket, ${label}) as date, coalesce(views.views, 0) as views,
        coalesce(views.new_visitors, 0) + coalesce(comebacks.visitors, 0) as unique_views
      from buckets left join views using (i) left join comebacks using (i)
      order by buckets.i`),
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
  const segments = segmentsOf(scope, [...new Set([...columns, ...(Object.keys(where) as SegmentColumn[])])]);
  if (!period) {
    parts.push(sql`select ${list}, clicks as n from ${segments} ${matches}`);
  }
  if (split.days) {
    parts.push(sql`select ${list}, clicks as n from ${segments}
      and day >= ${split.days.first}::date and day < ${split.days.end}::date ${matches}`);
  }
  for (const edge of split.edges) {
    parts.push(sql`select ${list}, 1 as n from clicks where online_address_id in (${scope.ids})
      ${within(sql`created_at`, edge)} ${matches}`);
  }
  const rows = rowsOf<Record<string, string | null> & { views: string | number }>(
    await db.execute(sql`select ${list}, sum(n) as views from (${sql.join(parts, sql` union all `)}) parts
      group by ${list} having sum(n) > 0 order by views desc, ${list}`),
  );
  return rows.map((row) => ({
    values: columns.map((column) => row[column] ?? null),
    views: Number(row.views),
  }));
}

/**
 * All of an owner's links per domain: whole UTC days from the owner's per-domain days, the partial days at
 * the period's edges from the links' quarter hours (decision 019).
 */
function ownerDomains(scope: LinkScope, owner: number, period: Period | null): SQL {
  const split = period ? splitByUtcDays(period) : { days: null, edges: [] };
  const parts: SQL[] = [];
  if (!period) {
    parts.push(sql`select domain, clicks as n from owner_domain_clicks_daily where user_id = ${owner}`);
  }
  if (split.days) {
    parts.push(sql`select domain, clicks as n from owner_domain_clicks_daily where user_id = ${owner}
      and day >= ${split.days.first}::date and day < ${split.days.end}::date`);
  }
  for (const edge of split.edges) {
    parts.push(sql`select l.domain, q.clicks as n from online_addresses l
      join click_quarter_hours q on q.online_address_id = l.id ${within(sql`q.bucket`, edge)}
      where l.id in (${scope.ids}) and l.domain is not null`);
  }
  const views = sql`select domain, sum(n) as views from (${sql.join(parts, sql` union all `)}) parts group by domain`;
  return sql`select links.domain, links.links, coalesce(views.views, 0) as views
    from (select domain, count(*) as links from online_addresses where id in (${scope.ids}) and domain is not null
      group by domain) links
    left join (${views}) views using (domain)`;
}

/** Views per destination domain of the links in scope (with their link count), most viewed first. */
export async function readDomains(
  db: Db,
  scope: LinkScope,
  period: Period | null,
  paging: { page: number; size: number },
): Promise<{ rows: { domain: string; links: number; views: number }[]; total: number }> {
  const perDomain =
    scope.owner === null
      ? sql`select l.domain, count(*) as links, coalesce(sum(v.views), 0) as views
    from online_addresses l
    left join lateral (select sum(clicks) as views from click_quarter_hours q
      where q.online_address_id = l.id ${within(sql`q.bucket`, period)}) v on true
    where l.id in (${scope.ids}) and l.domain is not null group by l.domain`
      : ownerDomains(scope, scope.owner, period);
  const [rows, totals] = await Promise.all([
    db.execute(
      sql`select * from (${perDomain}) domains order by views desc, domain limit ${paging.size} offset ${paging.page * paging.size}`,
    ),
    db.execute(sql`select count(distinct domain) as total from online_addresses
      where id in (${scope.ids}) and domain is not null`),
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
