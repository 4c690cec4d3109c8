import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { type ClickRow, clicks, onlineAddresses } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

/** A click to store: counted when `suspicion` is null, else kept apart in `suspicious_clicks`. */
export type NewClick = Omit<ClickRow, 'id'> & { suspicion: string | null };

/**
 * One statement, so atomic on its own: the counted clicks in one multi-row insert plus their daily segment
 * rollups and per-link totals (the links list's `clicks`), and the suspicious ones in their own table (out of the rollup), or nothing at all. The batch travels as a single JSON parameter ($1): building thousands of
 * bound parameters costs far more than the insert itself. Rollup rows are upserted in key order so
 * concurrent writers (several instances) lock them in one order.
 */
const INSERT_CLICK_BATCH = `
  WITH batch AS (
    SELECT b.*, (b.created_at AT TIME ZONE 'UTC')::date AS day
    FROM json_to_recordset($1::json) AS b(
      online_address_id integer, user_session_id text, platform text, breakpoint_name text, share_on text,
      country text, state text, city text, created_at timestamptz, suspicion text)
  ),
  inserted AS (
    INSERT INTO clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at)
    SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at
    FROM batch WHERE suspicion IS NULL
  ),
  totals AS (
    INSERT INTO online_address_clicks (online_address_id, user_id, clicks, last_click_at)
    SELECT n.online_address_id, (SELECT l.user_id FROM online_addresses l WHERE l.id = n.online_address_id), n.clicks, n.last_click_at
    FROM (SELECT online_address_id, count(*) AS clicks, max(created_at) AS last_click_at FROM batch WHERE suspicion IS NULL GROUP BY 1) n
    ORDER BY 1
    ON CONFLICT (online_address_id) DO UPDATE SET clicks = online_address_clicks.clicks + excluded.clicks,
      last_click_at = greatest(online_address_clicks.last_click_at, excluded.last_click_at)
  ),
  set_apart AS (
    INSERT INTO suspicious_clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, reason, created_at)
    SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, suspicion, created_at
    FROM batch WHERE suspicion IS NOT NULL
  )
  INSERT INTO clicks_daily (online_address_id, day, platform, breakpoint_name, share_on, country, state, city, clicks)
  SELECT online_address_id, day, platform, breakpoint_name, share_on, country, state, city, count(*)
  FROM batch WHERE suspicion IS NULL
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

function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'cause' in error ? sqlStateOf(error.cause) : undefined;
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
