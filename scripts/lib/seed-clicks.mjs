// Synthetic clicks straight into PostgreSQL, rollups included, for demos and the analytics bench
// (scripts/seed-clicks.mjs, bench/analytics.mjs). What the click batch statement writes for a click, in bulk.

const BR_STATES = ['SP', 'RJ', 'MG', 'RS', 'PR', 'BA', 'PE', 'CE', 'DF', 'SC', 'GO', 'PA', 'AM'];
const BR_CITIES = [
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Porto Alegre',
  'Curitiba',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Brasília',
  'Florianópolis',
  'Goiânia',
  'Belém',
  'Manaus',
];
const DOMAINS = ['loja.com.br', 'blog.exemplo.com', 'youtube.com', 'instagram.com', 'mercadolivre.com.br'];
const CHUNK = 500_000;

/** The owner's id, for an e-mail that signed in once (or a new seed user when none is given). */
export async function ownerId(client, email) {
  if (email) {
    const { rows } = await client.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    if (rows.length === 0) throw new Error(`no user ${email}: sign in once with that e-mail first`);
    return Number(rows[0].id);
  }
  const { rows } = await client.query(
    `INSERT INTO users (email, name) VALUES ('seed.clicks@example.com', 'Cliques de exemplo')
     ON CONFLICT (email) DO UPDATE SET name = excluded.name RETURNING id`,
  );
  return Number(rows[0].id);
}

/** New links of the owner (their totals rows come from the insert trigger); their ids. */
export async function seedLinks(client, userId, count) {
  const { rows } = await client.query(
    `INSERT INTO online_addresses (code, url, type, user_id, created_at)
     SELECT 'sd' || substr(md5(random()::text || g), 1, 10), 'https://' || ($3::text[])[1 + g % cardinality($3::text[])] || '/p/' || g,
            'STANDARD', $1, now() - interval '400 days'
     FROM generate_series(1, $2) AS g
     RETURNING id`,
    [userId, count, DOMAINS],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Opens a chunk's transaction holding the API's click locks (decision 042): no rollup step runs and no click
 * batch is stored until it commits, and every click stored before it is already rolled up (a running API
 * catches up within a moment), so moving the watermark past the seeded clicks skips nothing.
 */
async function beginAfterTheRollups(client) {
  for (let attempt = 0; attempt < 150; attempt++) {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('atalho.clicks.rollup', 0))`);
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('atalho.clicks.append', 0))`);
    const { rows } = await client.query(
      `SELECT coalesce((SELECT last_click_id FROM click_rollup_watermark), 0) >= coalesce((SELECT max(id) FROM clicks), 0) AS current`,
    );
    if (rows[0].current) return;
    await client.query('ROLLBACK');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('stored clicks are not rolled up yet: start the API once so it rolls them up, then seed');
}

/**
 * `clicks` clicks over the last `days` days on the given links, 80 % from Brazil (by state and capital), the
 * spec's platforms and screen classes, a tenth shared by QR code, 1 % kept apart as crawlers. Clicks come from
 * visitors (sessions, about three clicks each, skewed towards a few links): a visitor mostly clicks one link
 * within the same 20 minutes, sometimes comes back days later (exponential, mean 7 days), now and then clicks
 * another link of the owner; 2 % of clicks carry no session id. Writes the clicks, the daily segment rollup,
 * the quarter-hour series and the per-link totals in one transaction per chunk, then the visitors and the
 * owner-level rollups of the new links once (what the click batch statement would have written).
 */
export async function seedClicks(client, { linkIds, userId, clicks, days, onProgress = () => {} }) {
  const sessions = Math.max(1, Math.floor(clicks / 3));
  // The months a server running all along would have partitioned (decision 043): history is not all in the default.
  await client.query(
    `SELECT click_partition_ensure(now() - n * interval '1 month') FROM generate_series(0, ceil($1::int / 28.0)::int) n`,
    [days],
  );
  for (let done = 0; done < clicks; done += CHUNK) {
    const size = Math.min(CHUNK, clicks - done);
    await beginAfterTheRollups(client);
    await client.query(
      `CREATE TEMP TABLE seed_batch ON COMMIT DROP AS
       SELECT ($1::int[])[1 + floor(cardinality($1::int[]) * power(CASE WHEN r.k < 0.1 THEN r.a ELSE s.u1 END, 2))::int] AS online_address_id,
              CASE WHEN r.j >= 0.02 THEN 's' || s.id END AS user_session_id,
              CASE WHEN r.c < 0.55 THEN 'Android' WHEN r.c < 0.78 THEN 'iPhone' WHEN r.c < 0.9 THEN 'Windows'
                   WHEN r.c < 0.95 THEN 'macOS' WHEN r.c < 0.97 THEN 'iPad' WHEN r.c < 0.99 THEN 'Linux' ELSE 'others' END AS platform,
              CASE WHEN r.d < 0.6 THEN 'xs' WHEN r.d < 0.75 THEN 'sm' WHEN r.d < 0.85 THEN 'md' WHEN r.d < 0.95 THEN 'lg' ELSE 'xl' END AS breakpoint_name,
              CASE WHEN r.e < 0.1 THEN 'q' END AS share_on,
              CASE WHEN r.f < 0.8 THEN 'BR' WHEN r.f < 0.87 THEN 'US' WHEN r.f < 0.91 THEN 'PT' WHEN r.f < 0.94 THEN 'AR'
                   WHEN r.f < 0.96 THEN 'MX' WHEN r.f < 0.98 THEN 'ES' END AS country,
              CASE WHEN r.f < 0.8 THEN ($4::text[])[1 + floor(cardinality($4::text[]) * power(r.g, 2))::int] END AS state,
              CASE WHEN r.f < 0.8 THEN ($5::text[])[1 + floor(cardinality($5::text[]) * power(r.g, 2))::int] END AS city,
              CASE WHEN t.anchor + t.offset_by <= now() THEN t.anchor + t.offset_by
                   ELSE greatest(t.anchor - t.offset_by, now() - ($6 || ' days')::interval) END AS created_at,
              r.i < 0.01 AS crawler
       FROM (SELECT random() a, random() b, random() c, random() d, random() e, random() f, random() g, random() h,
                    random() i, random() j, random() k
             FROM generate_series(1, $2)) AS r
       CROSS JOIN LATERAL (SELECT floor(r.b * $3)::int AS id) AS v
       CROSS JOIN LATERAL (SELECT v.id, (hashint8(v.id) & 2147483647)::float8 / 2147483648 AS u1,
                                  (hashint8(v.id::bigint + 4000000000) & 2147483647)::float8 / 2147483648 AS u2) AS s
       CROSS JOIN LATERAL (SELECT now() - s.u2 * ($6 || ' days')::interval AS anchor,
                                  CASE WHEN r.h < 0.85 THEN r.h / 0.85 * interval '20 minutes'
                                       ELSE -ln(1 - (r.h - 0.85) / 0.15 * 0.999999) * interval '7 days' END AS offset_by) AS t`,
      [linkIds, size, sessions, BR_STATES, BR_CITIES, String(days)],
    );
    await client.query(
      `INSERT INTO clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at)
       SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at
       FROM seed_batch WHERE NOT crawler`,
    );
    // These clicks come with their rollups: the API's rollup steps start after them (decision 042).
    await client.query(
      `INSERT INTO click_rollup_watermark (one, last_click_id) SELECT true, max(id) FROM clicks HAVING max(id) IS NOT NULL
       ON CONFLICT (one) DO UPDATE SET last_click_id = excluded.last_click_id`,
    );
    await client.query(
      `INSERT INTO suspicious_clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, reason, created_at)
       SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, 'crawler', created_at
       FROM seed_batch WHERE crawler`,
    );
    await client.query(
      `INSERT INTO clicks_daily (online_address_id, day, platform, breakpoint_name, share_on, country, state, city, clicks)
       SELECT online_address_id, (created_at AT TIME ZONE 'UTC')::date, platform, breakpoint_name, share_on, country, state, city, count(*)
       FROM seed_batch WHERE NOT crawler GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
       ON CONFLICT (online_address_id, day, platform, breakpoint_name, share_on, country, state, city)
         DO UPDATE SET clicks = clicks_daily.clicks + excluded.clicks`,
    );
    await client.query(
      `INSERT INTO click_quarter_hours (online_address_id, bucket, clicks)
       SELECT online_address_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01T00:00:00Z'), count(*)
       FROM seed_batch WHERE NOT crawler GROUP BY 1, 2
       ON CONFLICT (online_address_id, bucket) DO UPDATE SET clicks = click_quarter_hours.clicks + excluded.clicks`,
    );
    await client.query(
      `UPDATE online_address_clicks t SET clicks = t.clicks + n.clicks,
         last_click_at = greatest(t.last_click_at, n.last_click_at)
       FROM (SELECT online_address_id, count(*) AS clicks, max(created_at) AS last_click_at
             FROM seed_batch WHERE NOT crawler GROUP BY 1) n
       WHERE t.online_address_id = n.online_address_id`,
    );
    await client.query('COMMIT');
    onProgress(done + size);
  }
  await seedVisitors(client, linkIds, userId);
  await client.query(
    'ANALYZE clicks, clicks_daily, click_quarter_hours, suspicious_clicks, online_address_clicks, click_sessions, owner_click_quarter_hours, owner_clicks_daily, owner_domain_clicks_daily, click_visits, owner_visit_gaps, owner_long_gap_visits, click_dimensions_daily',
  );
}

/**
 * The (new) links' clicks per day and dimension, their visitors from their clicks, their visits (quarter hours with the previous one) and the
 * owner's gap and long-gap counts, each quarter hour's new visitors, and the links' rollups
 * added to their owner's: what the click batch statement keeps click by click (migration 0018 does the same
 * for every link).
 */
async function seedVisitors(client, linkIds, userId) {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO click_sessions (online_address_id, user_session_id, user_id, first_at, last_at)
     SELECT online_address_id, user_session_id, $2, min(created_at), max(created_at)
     FROM clicks WHERE online_address_id = ANY($1::int[]) AND user_session_id IS NOT NULL GROUP BY 1, 2`,
    [linkIds, userId],
  );
  await client.query(
    `UPDATE click_quarter_hours q SET new_visitors = n.visitors
     FROM (SELECT online_address_id, bucket, count(*)::int AS visitors FROM (
             SELECT online_address_id, date_bin('15 minutes', first_at, timestamptz '2000-01-01T00:00:00Z') AS bucket
             FROM click_sessions WHERE online_address_id = ANY($1::int[])
             UNION ALL
             SELECT online_address_id, date_bin('15 minutes', created_at, timestamptz '2000-01-01T00:00:00Z')
             FROM clicks WHERE online_address_id = ANY($1::int[]) AND user_session_id IS NULL) v
           GROUP BY 1, 2) n
     WHERE q.online_address_id = n.online_address_id AND q.bucket = n.bucket`,
    [linkIds],
  );
  await client.query(
    `INSERT INTO click_dimensions_daily (online_address_id, day, dimension, platform, breakpoint_name, share_on, country, state, city, clicks)
     SELECT online_address_id, day,
       CASE WHEN grouping(platform) = 0 THEN 'platform' WHEN grouping(breakpoint_name) = 0 THEN 'breakpoint_name'
            WHEN grouping(share_on) = 0 THEN 'share_on' WHEN grouping(state) = 0 THEN 'region' ELSE 'country' END,
       platform, breakpoint_name, share_on, country, state, city, sum(clicks)
     FROM clicks_daily WHERE online_address_id = ANY($1::int[])
     GROUP BY GROUPING SETS ((online_address_id, day, platform), (online_address_id, day, breakpoint_name),
       (online_address_id, day, share_on), (online_address_id, day, country), (online_address_id, day, country, state, city))`,
    [linkIds],
  );
  await client.query(
    `INSERT INTO click_visits (online_address_id, user_session_id, bucket, previous_bucket, user_id)
     SELECT online_address_id, user_session_id, bucket,
       lag(bucket) OVER (PARTITION BY online_address_id, user_session_id ORDER BY bucket), $2
     FROM (SELECT DISTINCT online_address_id, user_session_id,
             date_bin('15 minutes', created_at, timestamptz '2000-01-01T00:00:00Z') AS bucket
           FROM clicks WHERE online_address_id = ANY($1::int[]) AND user_session_id IS NOT NULL) v`,
    [linkIds, userId],
  );
  await client.query(
    `INSERT INTO owner_visit_gaps (user_id, bucket, after)
     SELECT $2, bucket, visit_gaps_sum(visit_gaps_of(gap, visits)) FROM (
       SELECT bucket, least((extract(epoch from bucket - previous_bucket) / 900)::int, 128) AS gap, count(*)::int AS visits
       FROM click_visits WHERE online_address_id = ANY($1::int[]) AND previous_bucket IS NOT NULL GROUP BY 1, 2) g
     GROUP BY 2
     ON CONFLICT (user_id, bucket) DO UPDATE SET after = visit_gaps_add(owner_visit_gaps.after, excluded.after)`,
    [linkIds, userId],
  );
  await client.query(
    `INSERT INTO owner_long_gap_visits (user_id, day, previous_day, visits)
     SELECT $2, (bucket AT TIME ZONE 'UTC')::date,
       greatest((previous_bucket AT TIME ZONE 'UTC')::date, (bucket AT TIME ZONE 'UTC')::date - 400), count(*)
     FROM click_visits WHERE online_address_id = ANY($1::int[]) AND bucket - previous_bucket >= interval '32 hours'
     GROUP BY 2, 3
     ON CONFLICT (user_id, day, previous_day) DO UPDATE SET visits = owner_long_gap_visits.visits + excluded.visits`,
    [linkIds, userId],
  );
  await client.query(
    `INSERT INTO owner_click_quarter_hours (user_id, bucket, clicks, new_visitors)
     SELECT $2, bucket, sum(clicks), sum(new_visitors) FROM click_quarter_hours
     WHERE online_address_id = ANY($1::int[]) GROUP BY 2
     ON CONFLICT (user_id, bucket) DO UPDATE SET clicks = owner_click_quarter_hours.clicks + excluded.clicks,
       new_visitors = owner_click_quarter_hours.new_visitors + excluded.new_visitors`,
    [linkIds, userId],
  );
  await client.query(
    `INSERT INTO owner_clicks_daily (user_id, day, platform, breakpoint_name, share_on, country, state, city, clicks)
     SELECT $2, day, platform, breakpoint_name, share_on, country, state, city, sum(clicks) FROM clicks_daily
     WHERE online_address_id = ANY($1::int[]) GROUP BY 2, 3, 4, 5, 6, 7, 8
     ON CONFLICT (user_id, day, platform, breakpoint_name, share_on, country, state, city)
       DO UPDATE SET clicks = owner_clicks_daily.clicks + excluded.clicks`,
    [linkIds, userId],
  );
  await client.query(
    `INSERT INTO owner_domain_clicks_daily (user_id, domain, day, clicks)
     SELECT $2, l.domain, (q.bucket AT TIME ZONE 'UTC')::date, sum(q.clicks)
     FROM click_quarter_hours q JOIN online_addresses l ON l.id = q.online_address_id
     WHERE q.online_address_id = ANY($1::int[]) AND l.domain IS NOT NULL GROUP BY 2, 3
     ON CONFLICT (user_id, day, domain) DO UPDATE SET clicks = owner_domain_clicks_daily.clicks + excluded.clicks`,
    [linkIds, userId],
  );
  await client.query('COMMIT');
}
