import { and, count, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runStatement } from '../../db/prepared-statements';
import { rowsOf } from '../../db/rows';
import { type ClickRow, clicks, onlineAddresses, visitorSalts } from '../../db/schema';
import { isDataError } from '../../db/sql-state';
import type { PageRequest } from '../../http/paging';

/** A click to store: counted when `suspicion` is null, else kept apart in `suspicious_clicks`. */
export type NewClick = Omit<ClickRow, 'id'> & { suspicion: string | null };

/**
 * The acknowledgement path (decision 042): one statement, so atomic on its own, storing the counted clicks in
 * one multi-row insert and the suspicious ones in their own table, or nothing at all; the rollups read them
 * later (`rollUpNextClicks`). The batch travels as a single JSON parameter ($1): building thousands of bound
 * parameters costs far more than the insert itself. The transaction-level advisory lock, taken before any id
 * is drawn and held until commit, makes batches commit in id order across connections and instances, so a
 * reader that sees a click sees every click with a smaller id that will ever commit.
 */
const INSERT_CLICK_BATCH = `
  WITH batch AS (
    SELECT * FROM json_to_recordset($1::json) AS b(
      online_address_id integer, user_session_id text, platform text, breakpoint_name text, share_on text,
      country text, state text, city text, created_at timestamptz, suspicion text)
  ),
  in_id_order AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended('atalho.clicks.append', 0))),
  set_apart AS (
    INSERT INTO suspicious_clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, reason, created_at)
    SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, suspicion, created_at
    FROM batch WHERE suspicion IS NOT NULL
  )
  INSERT INTO clicks (online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at)
  SELECT online_address_id, user_session_id, platform, breakpoint_name, share_on, country, state, city, created_at
  FROM in_id_order, batch WHERE suspicion IS NULL
`;

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
  await runStatement(db, 'atalho_insert_click_batch', INSERT_CLICK_BATCH, [rows]);
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

/**
 * The partitions of the raw clicks (decision 043) wait this long for their locks, then give up until the next
 * run: dropping a month locks the whole table, and inserts queue behind a waiting drop.
 */
const PARTITION_LOCK_TIMEOUT = sql.raw(`'5s'`);

/** Creates the partitions of the UTC month holding `from` and the `ahead` months after it; how many were new. */
export async function ensureClickPartitions(db: Db, from: Date, ahead: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = ${PARTITION_LOCK_TIMEOUT}`);
    const [row] = rowsOf<{ created: string | number }>(
      await tx.execute(sql`select count(*) filter (where click_partition_ensure(
          (date_trunc('month', ${from.toISOString()}::timestamptz at time zone 'UTC') + n * interval '1 month') at time zone 'UTC'
        )) as created from generate_series(0, ${ahead}) n`),
    );
    return Number(row?.created ?? 0);
  });
}

/**
 * Drops the months of raw clicks that end at or before `cutoff` and the default partition's rows before it,
 * sparing everything at or after `notBefore` when given.
 */
export async function dropClickPartitionsBefore(
  db: Db,
  cutoff: Date,
  notBefore: Date | null,
): Promise<{ partitions: number; defaultRows: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = ${PARTITION_LOCK_TIMEOUT}`);
    const [row] = rowsOf<{ partitions: number; default_rows: string | number }>(
      await tx.execute(sql`select partitions, default_rows from click_partitions_drop_before(
        ${cutoff.toISOString()}::timestamptz, ${notBefore?.toISOString() ?? null}::timestamptz)`),
    );
    return { partitions: Number(row?.partitions ?? 0), defaultRows: Number(row?.default_rows ?? 0) };
  });
}

/** Rows deleted per statement: each a short transaction, so inserts never wait long behind it. */
const EXPIRE_BATCH = 10_000;

/**
 * Deletes the clicks set apart before `cutoff` (the raw clicks' retention, decision 043), a batch at a time:
 * they are raw clicks too, only kept out of the counts. Answers how many went.
 */
export async function deleteSuspiciousClicksBefore(db: Db, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`delete from suspicious_clicks where id in (
        select id from suspicious_clicks where created_at < ${cutoff.toISOString()}::timestamptz limit ${EXPIRE_BATCH})
        returning id`),
    );
    deleted += rows.length;
    if (rows.length < EXPIRE_BATCH) return deleted;
  }
}
