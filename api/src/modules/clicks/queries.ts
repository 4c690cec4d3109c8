import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { type ClickRow, clicks, onlineAddresses } from '../../db/schema';
import { sqlStateOf } from '../../db/sql-state';
import type { PageRequest } from '../../http/paging';

/** A click to store: counted when `suspicion` is null, else kept apart in `suspicious_clicks`. */
export type NewClick = Omit<ClickRow, 'id'> & { suspicion: string | null };

/**
 * One statement, so atomic on its own: the counted clicks in one multi-row insert plus their daily segment
 * rollups, quarter-hour counts (the dashboards' time series, decision 019) and per-link totals (the links
 * list's `clicks`), the visitors (link, session) with their first and last click, the owner-level series,
 * segments and per-domain days of the owner's live links (decision 019, "Speed"), and the suspicious ones in their own table (out
 * of the rollup), or nothing at all. The batch travels as a single JSON parameter ($1): building thousands of
 * bound parameters costs far more than the insert itself. Rollup rows are upserted in key order so
 * concurrent writers (several instances) lock them in one order. The links are read FOR SHARE: a link
 * being deleted or given another owner (whose trigger moves its rows between owners) waits for the batch or
 * the batch for it, so no click is added to an owner after its link left.
 */
const INSERT_CLICK_BATCH = `
  WITH batch AS (
    SELECT b.*, (b.created_at AT TIME ZONE 'UTC')::date AS day,
      date_bin('15 minutes', b.created_at, timestamptz '2000-01-01T00:00:00Z') AS quarter
    FROM json_to_recordset($1::json) AS b(
      online_address_id integer, user_session_id text, platform text, breakpoint_name text, share_on text,
      country text, state text, city text, created_at timestamptz, suspicion text)
  ),
  live AS (
    SELECT id, user_id, domain FROM online_addresses
    WHERE id IN (SELECT online_address_id FROM batch WHERE suspicion IS NULL) AND deleted_at IS NULL AND user_id IS NOT NULL
    ORDER BY id FOR SHARE
  ),
  counted AS (
    SELECT batch.*, live.user_id FROM batch LEFT JOIN live ON live.id = batch.online_address_id
    WHERE batch.suspicion IS NULL
  ),
  inserted AS (
    INSERT INTO clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at)
    SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at
    FROM counted
  ),
  totals AS (
    INSERT INTO online_address_clicks (online_address_id, user_id, clicks, last_click_at)
    SELECT n.online_address_id, (SELECT l.user_id FROM online_addresses l WHERE l.id = n.online_address_id), n.clicks, n.last_click_at
    FROM (SELECT online_address_id, count(*) AS clicks, max(created_at) AS last_click_at FROM counted GROUP BY 1) n
    ORDER BY 1
    ON CONFLICT (online_address_id) DO UPDATE SET clicks = online_address_clicks.clicks + excluded.clicks,
      last_click_at = greatest(online_address_clicks.last_click_at, excluded.last_click_at)
  ),
  sessions AS (
    INSERT INTO click_sessions (online_address_id, user_session_id, user_id, first_at, last_at)
    SELECT online_address_id, user_session_id, min(user_id), min(created_at), max(created_at)
    FROM counted WHERE user_session_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (online_address_id, user_session_id) DO UPDATE SET previous_first_at = click_sessions.first_at,
      first_at = least(click_sessions.first_at, excluded.first_at),
      last_at = greatest(click_sessions.last_at, excluded.last_at)
    RETURNING online_address_id,
      date_bin('15 minutes', first_at, timestamptz '2000-01-01T00:00:00Z') AS first_quarter,
      date_bin('15 minutes', previous_first_at, timestamptz '2000-01-01T00:00:00Z') AS previous_quarter
  ),
  quarter_counts AS (
    SELECT online_address_id, quarter AS bucket, count(*) AS clicks,
      count(*) FILTER (WHERE user_session_id IS NULL) AS new_visitors
    FROM counted GROUP BY 1, 2
    UNION ALL
    SELECT online_address_id, first_quarter, 0, 1 FROM sessions
    WHERE previous_quarter IS NULL OR first_quarter <> previous_quarter
    UNION ALL
    SELECT online_address_id, previous_quarter, 0, -1 FROM sessions WHERE first_quarter <> previous_quarter
  ),
  quarters AS (
    INSERT INTO click_quarter_hours (online_address_id, bucket, clicks, new_visitors)
    SELECT online_address_id, bucket, sum(clicks), sum(new_visitors) FROM quarter_counts
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (online_address_id, bucket) DO UPDATE SET clicks = click_quarter_hours.clicks + excluded.clicks,
      new_visitors = click_quarter_hours.new_visitors + excluded.new_visitors
  ),
  owner_quarters AS (
    INSERT INTO owner_click_quarter_hours (user_id, bucket, clicks, new_visitors)
    SELECT live.user_id, q.bucket, sum(q.clicks), sum(q.new_visitors)
    FROM quarter_counts q JOIN live ON live.id = q.online_address_id
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, bucket) DO UPDATE SET clicks = owner_click_quarter_hours.clicks + excluded.clicks,
      new_visitors = owner_click_quarter_hours.new_visitors + excluded.new_visitors
  ),
  owner_daily AS (
    INSERT INTO owner_clicks_daily (user_id, day, platform, breakpoint_name, share_on, country, state, city, clicks)
    SELECT user_id, day, platform, breakpoint_name, share_on, country, state, city, count(*)
    FROM counted WHERE user_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (user_id, day, platform, breakpoint_name, share_on, country, state, city)
      DO UPDATE SET clicks = owner_clicks_daily.clicks + excluded.clicks
  ),
  owner_domains AS (
    INSERT INTO owner_domain_clicks_daily (user_id, day, domain, clicks)
    SELECT live.user_id, counted.day, live.domain, count(*)
    FROM counted JOIN live ON live.id = counted.online_address_id WHERE live.domain IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (user_id, day, domain) DO UPDATE SET clicks = owner_domain_clicks_daily.clicks + excluded.clicks
  ),
  set_apart AS (
    INSERT INTO suspicious_clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, reason, created_at)
    SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, suspicion, created_at
    FROM batch WHERE suspicion IS NOT NULL
  )
  INSERT INTO clicks_daily (online_address_id, day, platform, breakpoint_name, share_on, country, state, city, clicks)
  SELECT online_address_id, day, platform, breakpoint_name, share_on, country, state, city, count(*)
  FROM counted
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (online_address_id, day, platform, breakpoint_name, share_on, country, state, city)
    DO UPDATE SET clicks = clicks_daily.clicks + excluded.clicks
`;
const [beforeParameter = '', afterParameter = ''] = INSERT_CLICK_BATCH.split('$1');

export async function insertClickBatch(db: Db, batch: readonly NewClick[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = JSON.stringify(
    batch.map((click) => ({
      online_address_id: click.onlineAddressId,
      user_session_id: click.userSessionId,
      platform: click.platform,
      breakpoint_name: click.breakpointName,
      share_on: click.shareOn,
      country: click.country,
      state: click.state,
      city: click.city,
      created_at: click.createdAt.toISOString(),
      suspicion: click.suspicion,
    })),
  );
  // On PostgreSQL a named statement is planned once per connection instead of once per batch (about a
  // quarter of the server's CPU per batch). PGlite (and anything else) gets the same text through Drizzle.
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (client instanceof pg.Pool) {
    await client.query({ name: 'atalho_insert_click_batch', text: INSERT_CLICK_BATCH, values: [rows] });
    return;
  }
  await db.execute(sql`${sql.raw(beforeParameter)}${rows}${sql.raw(afterParameter)}`);
}

/**
 * True when the database refused a batch for what it holds (SQLSTATE class 22, data exception, e.g. a NUL
 * character; or 23, a constraint), not for being unreachable or busy: only then is one item to blame.
 */
export function isClickDataError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && /^2[23]/.test(state);
}

const clickColumns = {
  click: clicks,
  onlineAddress: { id: onlineAddresses.id, code: onlineAddresses.code },
};

/** Clicks are read through their link, so the owner filter is the link's. */
export async function findOwnedClick(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .select(clickColumns)
    .from(clicks)
    .innerJoin(onlineAddresses, eq(onlineAddresses.id, clicks.onlineAddressId))
    .where(and(eq(clicks.id, id), eq(onlineAddresses.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

export type OwnedClickRow = NonNullable<Awaited<ReturnType<typeof findOwnedClick>>>;

function textFilter(text: string | undefined): SQL | undefined {
  const needle = text?.trim();
  if (!needle) return undefined;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(onlineAddresses.code, pattern), ilike(onlineAddresses.url, pattern));
}

export async function listOwnedClicks(
  db: Db,
  ownerId: number,
  filter: { text?: string | undefined },
  paging: PageRequest,
): Promise<{ rows: OwnedClickRow[]; total: number }> {
  const where = and(
    eq(onlineAddresses.userId, ownerId),
    isNull(onlineAddresses.deletedAt),
    textFilter(filter.text),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(clickColumns)
      .from(clicks)
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, clicks.onlineAddressId))
      .where(where)
      .orderBy(desc(clicks.createdAt), desc(clicks.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db
      .select({ total: count() })
      .from(clicks)
      .innerJoin(onlineAddresses, eq(onlineAddresses.id, clicks.onlineAddressId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
