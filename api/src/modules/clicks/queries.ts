import { and, count, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import {
  type ClickRow,
  clicks,
  LONG_GAP,
  longGapDaysOf,
  onlineAddresses,
  visitGapOf,
  visitorSalts,
} from '../../db/schema';
import { isDataError } from '../../db/sql-state';
import type { PageRequest } from '../../http/paging';

/** A click to store: counted when `suspicion` is null, else kept apart in `suspicious_clicks`. */
export type NewClick = Omit<ClickRow, 'id'> & { suspicion: string | null };

/**
 * One statement, so atomic on its own: the counted clicks in one multi-row insert plus their daily segment
 * rollups (every combination, and one dimension at a time), quarter-hour counts (the dashboards' time series, decision 019) and per-link totals (the links
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
  dimensions AS (
    INSERT INTO click_dimensions_daily (online_address_id, day, dimension, platform, breakpoint_name, share_on, country, state, city, clicks)
    SELECT online_address_id, day,
      CASE WHEN grouping(platform) = 0 THEN 'platform' WHEN grouping(breakpoint_name) = 0 THEN 'breakpoint_name'
           WHEN grouping(share_on) = 0 THEN 'share_on' WHEN grouping(state) = 0 THEN 'region' ELSE 'country' END,
      platform, breakpoint_name, share_on, country, state, city, count(*)
    FROM counted
    GROUP BY GROUPING SETS ((online_address_id, day, platform), (online_address_id, day, breakpoint_name),
      (online_address_id, day, share_on), (online_address_id, day, country), (online_address_id, day, country, state, city))
    ORDER BY 1, 3, 2, 4, 5, 6, 7, 8, 9
    ON CONFLICT (online_address_id, dimension, day, platform, breakpoint_name, share_on, country, state, city)
      DO UPDATE SET clicks = click_dimensions_daily.clicks + excluded.clicks
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

/**
 * The batch's visits (decision 019): each (link, session, quarter hour) with clicks, with the visitor's
 * previous quarter hour with clicks; a late visit between two stored ones also moves the next one's
 * `previous_bucket`, and the owner's gap counts (`owner_visit_gaps.after`, `owner_long_gap_visits`) lose the
 * old gap and gain the new ones. A second statement in the batch's transaction, not a CTE of the first: the
 * first has locked the visitors' `click_sessions` rows, so this one's snapshot (taken after) holds every
 * visit of a concurrent batch for the same visitors, which a CTE of the first statement (whose snapshot
 * predates the lock) could miss.
 */
const INSERT_VISIT_BATCH = `
  WITH batch AS (
    SELECT DISTINCT b.online_address_id, b.user_session_id,
      date_bin('15 minutes', b.created_at, timestamptz '2000-01-01T00:00:00Z') AS bucket
    FROM json_to_recordset($1::json) AS b(online_address_id integer, user_session_id text, created_at timestamptz, suspicion text)
    WHERE b.suspicion IS NULL AND b.user_session_id IS NOT NULL
  ),
  stored AS (
    SELECT v.online_address_id, v.user_session_id, v.bucket, v.previous_bucket FROM click_visits v
    WHERE (v.online_address_id, v.user_session_id) IN (SELECT online_address_id, user_session_id FROM batch)
  ),
  merged AS (
    SELECT online_address_id, user_session_id, bucket,
      lag(bucket) OVER (PARTITION BY online_address_id, user_session_id ORDER BY bucket) AS previous_bucket
    FROM (SELECT online_address_id, user_session_id, bucket FROM stored
          UNION SELECT online_address_id, user_session_id, bucket FROM batch) visits
  ),
  changed AS (
    SELECT m.*, s.previous_bucket AS old_previous_bucket, s.bucket IS NOT NULL AS existed
    FROM merged m LEFT JOIN stored s USING (online_address_id, user_session_id, bucket)
    WHERE s.bucket IS NULL OR s.previous_bucket IS DISTINCT FROM m.previous_bucket
  ),
  live AS (
    SELECT id, user_id FROM online_addresses
    WHERE id IN (SELECT online_address_id FROM batch) AND deleted_at IS NULL AND user_id IS NOT NULL
  ),
  visits AS (
    INSERT INTO click_visits (online_address_id, user_session_id, bucket, previous_bucket, user_id)
    SELECT changed.online_address_id, changed.user_session_id, changed.bucket, changed.previous_bucket, live.user_id
    FROM changed LEFT JOIN live ON live.id = changed.online_address_id
    ORDER BY 1, 2, 3
    ON CONFLICT (online_address_id, user_session_id, bucket) DO UPDATE SET previous_bucket = excluded.previous_bucket
  ),
  long_gaps AS (
    INSERT INTO owner_long_gap_visits (user_id, day, previous_day, visits)
    SELECT live.user_id, g.day, g.previous_day, sum(g.visits) FROM (
      SELECT online_address_id, ${longGapDaysOf()}, 1 AS visits FROM changed
      WHERE bucket - previous_bucket >= ${LONG_GAP}
      UNION ALL
      SELECT online_address_id, ${longGapDaysOf('old_previous_bucket')}, -1 FROM changed
      WHERE existed AND bucket - old_previous_bucket >= ${LONG_GAP}
    ) g JOIN live ON live.id = g.online_address_id
    GROUP BY 1, 2, 3 HAVING sum(g.visits) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (user_id, day, previous_day) DO UPDATE SET visits = owner_long_gap_visits.visits + excluded.visits
  ),
  gaps AS (
    SELECT online_address_id, bucket, ${visitGapOf()} AS gap, 1 AS visits FROM changed
    WHERE previous_bucket IS NOT NULL
    UNION ALL
    SELECT online_address_id, bucket, ${visitGapOf('old_previous_bucket')}, -1 FROM changed
    WHERE existed AND old_previous_bucket IS NOT NULL
  )
  INSERT INTO owner_visit_gaps (user_id, bucket, after)
  SELECT live.user_id, gaps.bucket, visit_gaps_sum(visit_gaps_of(gaps.gap, gaps.visits))
  FROM gaps JOIN live ON live.id = gaps.online_address_id
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, bucket) DO UPDATE SET after = visit_gaps_add(owner_visit_gaps.after, excluded.after)
`;

/** A statement's text around its one JSON parameter, for Drizzle's `sql` (PGlite). */
function withBatch(text: string, rows: string): SQL {
  const [before = '', after = ''] = text.split('$1');
  return sql`${sql.raw(before)}${rows}${sql.raw(after)}`;
}

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
    const connection = await client.connect();
    try {
      await connection.query('BEGIN');
      await connection.query({ name: 'atalho_insert_click_batch', text: INSERT_CLICK_BATCH, values: [rows] });
      await connection.query({ name: 'atalho_insert_visit_batch', text: INSERT_VISIT_BATCH, values: [rows] });
      await connection.query('COMMIT');
      connection.release();
    } catch (error) {
      // A connection that cannot even roll back is not given back to the pool.
      const rolledBack = await connection.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      connection.release(!rolledBack);
      throw error;
    }
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(withBatch(INSERT_CLICK_BATCH, rows));
    await tx.execute(withBatch(INSERT_VISIT_BATCH, rows));
  });
}

/** The database refused a click batch for what it holds (e.g. a NUL character), not for being unreachable. */
export const isClickDataError = isDataError;

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

/**
 * The salt of `day`, stored with `fresh` by the first instance to ask (decision 041); the salts of the days before
 * are deleted first. `do update` rather than `do nothing`: an instance that loses the race waits for the
 * winner's row and gets its salt back, where a second read could miss it under READ COMMITTED.
 */
export async function ensureVisitorSalt(db: Db, day: string, fresh: string): Promise<string> {
  await deleteVisitorSaltsBefore(db, day);
  const [row] = await db
    .insert(visitorSalts)
    .values({ day, salt: fresh })
    .onConflictDoUpdate({ target: visitorSalts.day, set: { salt: sql`${visitorSalts}.salt` } })
    .returning({ salt: visitorSalts.salt });
  if (!row) throw new Error(`no visitor salt for ${day}`);
  return row.salt;
}

/** Forgets the salts of the days before `day`: their visitor ids can no longer be recomputed. */
export async function deleteVisitorSaltsBefore(db: Db, day: string): Promise<number> {
  const gone = await db
    .delete(visitorSalts)
    .where(lt(visitorSalts.day, day))
    .returning({ day: visitorSalts.day });
  return gone.length;
}
