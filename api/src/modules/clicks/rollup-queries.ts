import type { Db } from '../../db/client';
import { inTransaction, runStatement } from '../../db/prepared-statements';
import { LONG_GAP, longGapDaysOf, visitGapOf } from '../../db/schema';

/**
 * The rollups of the stored clicks with `$1 < id <= $2` (decision 042), in one statement: their daily segment
 * rollups (every combination, and one dimension at a time), quarter-hour counts (the dashboards' time series,
 * decision 019) and per-link totals (the links list's `clicks`), the visitors (link, session) with their first
 * and last click, the owner-level series, segments and per-domain days of the owner's live links (decision 019,
 * "Speed"), and the watermark that says they are in. Rollup rows are upserted in key order. The links are read
 * FOR SHARE: a link being deleted or given another owner (whose trigger moves its rows between owners) waits
 * for the rollup or the rollup for it, so no click is added to an owner after its link left.
 */
const ROLL_UP_CLICKS = `
  WITH batch AS (
    SELECT c.online_address_id, c.user_session_id, c.platform, c.breakpoint_name, c.share_on, c.country, c.state,
      c.city, c.created_at, (c.created_at AT TIME ZONE 'UTC')::date AS day,
      date_bin('15 minutes', c.created_at, timestamptz '2000-01-01T00:00:00Z') AS quarter
    FROM clicks c WHERE c.id > $1::bigint AND c.id <= $2::bigint
  ),
  live AS (
    SELECT id, user_id, domain FROM online_addresses
    WHERE id IN (SELECT online_address_id FROM batch) AND deleted_at IS NULL AND user_id IS NOT NULL
    ORDER BY id FOR SHARE
  ),
  counted AS (
    SELECT batch.*, live.user_id FROM batch LEFT JOIN live ON live.id = batch.online_address_id
  ),
  watermark AS (
    INSERT INTO click_rollup_watermark (one, last_click_id) VALUES (true, $2::bigint)
    ON CONFLICT (one) DO UPDATE SET last_click_id = excluded.last_click_id
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
/**
 * The visits of the same clicks (decision 019): each (link, session, quarter hour) with clicks, with the
 * visitor's previous quarter hour with clicks; a late visit between two stored ones also moves the next one's
 * `previous_bucket`, and the owner's gap counts (`owner_visit_gaps.after`, `owner_long_gap_visits`) lose the
 * old gap and gain the new ones. A second statement of the rollup's transaction: it reads the visitors'
 * stored visits after the first has written their `click_sessions` rows.
 */
const ROLL_UP_VISITS = `
  WITH batch AS (
    SELECT DISTINCT c.online_address_id, c.user_session_id,
      date_bin('15 minutes', c.created_at, timestamptz '2000-01-01T00:00:00Z') AS bucket
    FROM clicks c WHERE c.id > $1::bigint AND c.id <= $2::bigint AND c.user_session_id IS NOT NULL
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

/** Serializes the rollups across instances (a transaction-level advisory lock: released by commit or a crash). */
const TRY_ROLLUP_LOCK = `SELECT pg_try_advisory_xact_lock(hashtextextended('atalho.clicks.rollup', 0)) AS locked`;

/** The watermark and the last id of the next `$1` stored clicks after it (null when none). */
const NEXT_RANGE = `
  SELECT w.done, (SELECT max(id) FROM (SELECT id FROM clicks WHERE id > w.done ORDER BY id LIMIT $1) b) AS upto
  FROM (SELECT coalesce((SELECT last_click_id FROM click_rollup_watermark), 0) AS done) w
`;

const OLDEST_WAITING = `
  SELECT c.created_at FROM clicks c
  WHERE c.id > coalesce((SELECT last_click_id FROM click_rollup_watermark), 0) ORDER BY c.id LIMIT 1
`;

const PROGRESS = `
  SELECT coalesce((SELECT max(id) FROM clicks), 0) AS stored,
    coalesce((SELECT last_click_id FROM click_rollup_watermark), 0) AS rolled
`;

export interface RollupStep {
  /** Another instance holds the rollup: nothing was done here. */
  busy: boolean;
  /** Clicks rolled up by this step (ids, so rows rolled back in between count too). */
  rolled: number;
  /** The watermark after the step. */
  watermark: number;
}

/**
 * Rolls up the next stored clicks after the watermark, at most `limit` ids, and moves the watermark past them
 * in the same transaction: a crash before the commit leaves neither, so each click is counted once. Clicks
 * commit in id order (`insertClickBatch`), so every id up to the last one read is in or never will be.
 */
export async function rollUpNextClicks(
  db: Db,
  limit: number,
  /** Runs after the step's writes, before its commit (a test's crash). */
  hooks: { beforeCommit?: () => Promise<void> } = {},
): Promise<RollupStep> {
  return inTransaction(db, async (run) => {
    const [lock] = await run('atalho_click_rollup_lock', TRY_ROLLUP_LOCK, []);
    if (!lock?.locked) return { busy: true, rolled: 0, watermark: 0 };
    // A statement after the lock: its snapshot holds the watermark the previous holder committed.
    const [range] = await run('atalho_click_rollup_range', NEXT_RANGE, [limit]);
    const done = Number(range?.done ?? 0);
    if (range?.upto === null || range?.upto === undefined) return { busy: false, rolled: 0, watermark: done };
    const upto = Number(range.upto);
    await run('atalho_click_rollup', ROLL_UP_CLICKS, [done, upto]);
    await run('atalho_click_rollup_visits', ROLL_UP_VISITS, [done, upto]);
    await hooks.beforeCommit?.();
    return { busy: false, rolled: upto - done, watermark: upto };
  });
}

/** The last stored click's id and the watermark: the rollups are current when they are equal. */
export async function clickRollupProgress(db: Db): Promise<{ stored: number; rolled: number }> {
  const [row] = await runStatement(db, 'atalho_click_rollup_progress', PROGRESS, []);
  return { stored: Number(row?.stored ?? 0), rolled: Number(row?.rolled ?? 0) };
}

/** When the oldest click not yet rolled up was made (null when the rollups are current): the rollups' lag. */
export async function oldestClickWaiting(db: Db): Promise<Date | null> {
  const [row] = await runStatement(db, 'atalho_click_rollup_oldest', OLDEST_WAITING, []);
  return row?.created_at ? new Date(String(row.created_at)) : null;
}
