import pg from 'pg';

/**
 * Every rollup against a recount of the raw clicks (decision 042): a row per table whose total differs. Run once
 * the watermark has reached the last click. Every link of the chaos runs is live, so the owner tables count
 * every click too.
 */
const DRIFT = `
  WITH raw AS (
    SELECT count(*) AS clicks,
      count(DISTINCT (online_address_id, user_session_id)) FILTER (WHERE user_session_id IS NOT NULL) AS visitors,
      count(DISTINCT (online_address_id, user_session_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01T00:00:00Z')))
        FILTER (WHERE user_session_id IS NOT NULL) AS visits
    FROM clicks
  ),
  rolled AS (
    SELECT 'online_address_clicks' AS rollup, (SELECT coalesce(sum(clicks), 0) FROM online_address_clicks) AS total, (SELECT clicks FROM raw) AS expected
    UNION ALL SELECT 'clicks_daily', (SELECT coalesce(sum(clicks), 0) FROM clicks_daily), (SELECT clicks FROM raw)
    UNION ALL SELECT 'click_quarter_hours', (SELECT coalesce(sum(clicks), 0) FROM click_quarter_hours), (SELECT clicks FROM raw)
    UNION ALL SELECT 'owner_click_quarter_hours', (SELECT coalesce(sum(clicks), 0) FROM owner_click_quarter_hours), (SELECT clicks FROM raw)
    UNION ALL SELECT 'owner_clicks_daily', (SELECT coalesce(sum(clicks), 0) FROM owner_clicks_daily), (SELECT clicks FROM raw)
    UNION ALL SELECT 'owner_domain_clicks_daily', (SELECT coalesce(sum(clicks), 0) FROM owner_domain_clicks_daily), (SELECT clicks FROM raw)
    UNION ALL SELECT 'click_dimensions_daily', (SELECT coalesce(sum(clicks), 0) / 5 FROM click_dimensions_daily), (SELECT clicks FROM raw)
    UNION ALL SELECT 'click_sessions', (SELECT count(*) FROM click_sessions), (SELECT visitors FROM raw)
    UNION ALL SELECT 'click_visits', (SELECT count(*) FROM click_visits), (SELECT visits FROM raw)
  )
  SELECT rollup, total::bigint::text AS total, expected::bigint::text AS expected FROM rolled WHERE total <> expected
`;

export async function rollupDrift(
  databaseUrl: string,
): Promise<{ current: boolean; drift: { rollup: string; total: string; expected: string }[] }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT coalesce((SELECT last_click_id FROM click_rollup_watermark), 0) >= coalesce((SELECT max(id) FROM clicks), 0) AS current`,
    );
    const current = Boolean(rows[0]?.current);
    return { current, drift: current ? (await db.query(DRIFT)).rows : [] };
  } finally {
    await db.end();
  }
}

/** Whether a rollup step's statement is running now (the server is mid-step). */
export async function rollupStepRunning(databaseUrl: string): Promise<boolean> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state IN ('active', 'idle in transaction')
         AND (query LIKE '%atalho.clicks.rollup%' OR query LIKE '%w.done%' OR query LIKE '%c.id > $1::bigint%')`,
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await db.end();
  }
}
