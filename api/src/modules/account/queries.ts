import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type DataExportRow,
  type DataExportUpload,
  dataExports,
  files,
  storageRemovals,
} from '../../db/schema';

const inProgress = inArray(dataExports.status, ['pending', 'running']);

/** The user's exports, newest first. */
export function listOwnedDataExports(db: Db, userId: number, limit: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findOwnedDataExport(db: Db, userId: number, id: number): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * A new pending export, or the one already in progress (the unique index makes two requests at once one). A new
 * one ends the earlier ready ones now: one copy of a user's data is kept at a time.
 */
export async function insertDataExport(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ row: DataExportRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dataExports)
      .values({ userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx
        .update(dataExports)
        .set({ expiresAt: now, updatedAt: now })
        .where(
          and(
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            gt(dataExports.expiresAt, now),
          ),
        );
      return { row: created, created: true };
    }
    const [running] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inProgress))
      .limit(1);
    if (!running) throw new Error('data export: neither inserted nor in progress');
    return { row: running, created: false };
  });
}

/** A run's claim on an export: its owner and the claim's time, which every later write of the run names. */
export interface ExportClaim {
  id: number;
  userId: number;
  claimedAt: Date;
  attempts: number;
}

/**
 * Claims a pending export, or a running one whose run stopped reporting before `staleBefore` (a crashed worker),
 * while it has attempts left. Null when another run holds it, or it is done, gone or spent.
 */
export async function claimDataExport(
  db: Db,
  id: number,
  now: Date,
  staleBefore: Date,
  maxAttempts: number,
): Promise<ExportClaim | null> {
  const [row] = await db
    .update(dataExports)
    .set({
      status: 'running',
      claimedAt: now,
      updatedAt: now,
      attempts: sql`${dataExports.attempts} + 1`,
      progress: 0,
      step: null,
    })
    .where(
      and(
        eq(dataExports.id, id),
        sql`${dataExports.attempts} < ${maxAttempts}`,
        or(
          eq(dataExports.status, 'pending'),
          and(eq(dataExports.status, 'running'), lte(dataExports.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning({ id: dataExports.id, userId: dataExports.userId, attempts: dataExports.attempts });
  return row ? { ...row, claimedAt: now } : null;
}

const held = (claim: ExportClaim) =>
  and(
    eq(dataExports.id, claim.id),
    eq(dataExports.status, 'running'),
    eq(dataExports.claimedAt, claim.claimedAt),
  );

/** The run's progress (and its heartbeat); false when the run lost its claim (the account was deleted meanwhile). */
export async function updateExportProgress(
  db: Db,
  claim: ExportClaim,
  progress: number,
  step: string,
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ progress, step, updatedAt: new Date() })
    .where(held(claim))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/**
 * Marks the export ready with its stored part, in the transaction that stored the bytes under the key's lock, and
 * takes the key off the removal queue. False (nothing written) when the run lost its claim.
 */
export async function completeDataExport(
  tx: Db,
  claim: ExportClaim,
  values: { key: string; size: number; uploads: DataExportUpload[]; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({ ...values, status: 'ready', progress: 100, step: null, updatedAt: values.readyAt })
    .where(held(claim))
    .returning({ id: dataExports.id });
  if (rows.length === 0) return false;
  await tx.delete(storageRemovals).where(eq(storageRemovals.key, values.key));
  return true;
}

/** Gives a failed run's export back to the queue (`pending`), or fails it for good. */
export async function releaseDataExport(
  db: Db,
  claim: ExportClaim,
  status: 'pending' | 'failed',
): Promise<void> {
  await db
    .update(dataExports)
    .set({ status, step: null, progress: 0, updatedAt: new Date() })
    .where(held(claim));
}

/** Exports left in progress by a lost enqueue or a crashed run: what the sweep queues again. */
export async function findStrandedExports(
  db: Db,
  pendingBefore: Date,
  staleBefore: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      or(
        and(eq(dataExports.status, 'pending'), lte(dataExports.updatedAt, pendingBefore)),
        and(eq(dataExports.status, 'running'), lte(dataExports.updatedAt, staleBefore)),
      ),
    )
    .orderBy(asc(dataExports.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Fails the exports in progress that spent their attempts (a run that keeps crashing). */
export async function failSpentExports(db: Db, maxAttempts: number, staleBefore: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'failed', step: null, updatedAt: new Date() })
    .where(
      and(
        sql`${dataExports.attempts} >= ${maxAttempts}`,
        or(
          eq(dataExports.status, 'pending'),
          and(eq(dataExports.status, 'running'), lte(dataExports.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning({ id: dataExports.id });
  return rows.length;
}

/**
 * Deletes the exports past their expiry (and failed ones older than `failedBefore`), queueing their stored bytes
 * for removal in the same transaction.
 */
export async function deleteExpiredExports(db: Db, now: Date, failedBefore: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(dataExports)
      .where(
        or(
          lte(dataExports.expiresAt, now),
          and(eq(dataExports.status, 'failed'), lte(dataExports.updatedAt, failedBefore)),
        ),
      )
      .returning({ key: dataExports.key });
    await queueStorageRemovals(
      tx,
      gone.flatMap((row) => (row.key ? [row.key] : [])),
    );
    return gone.length;
  });
}

/** Queues stored bytes for removal (once nothing names them). */
export async function queueStorageRemovals(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(storageRemovals)
    .values([...new Set(keys)].map((key) => ({ key })))
    .onConflictDoNothing();
}

/** Queued keys after `after`, in key order (one pass of the removal job). */
export async function findQueuedRemovals(db: Db, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: storageRemovals.key })
    .from(storageRemovals)
    .where(gt(storageRemovals.key, after))
    .orderBy(asc(storageRemovals.key))
    .limit(limit);
  return rows.map((row) => row.key);
}

/**
 * In the key's transaction (the caller holds its lock): whether an upload (live or awaiting the files sweep) or an
 * export still names the key, and the key taken off the queue. Its bytes are the caller's to remove when not.
 */
export async function dequeueRemoval(tx: Db, key: string): Promise<{ named: boolean }> {
  const [upload] = await tx.select({ id: files.id }).from(files).where(eq(files.key, key)).limit(1);
  const [exported] = await tx
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.key, key))
    .limit(1);
  await tx.delete(storageRemovals).where(eq(storageRemovals.key, key));
  return { named: upload !== undefined || exported !== undefined };
}

/** What one account's deletion removed (for the log and the admin CLI). */
export interface DeletedAccount {
  userId: number;
  /** Links kept ownerless and emptied (their codes are never handed out again). */
  links: number;
  /** Stored files queued for removal. */
  storedFiles: number;
}

/**
 * Deletes an account in one transaction (decision 037): nothing is half-deleted. The user's row is locked first,
 * so nothing new can be written for them meanwhile (every insert that names the user waits for it). Their links'
 * raw click history goes; the links stay, ownerless, deleted and emptied, with their anonymous daily counts; the
 * stored bytes of their uploads and exports are queued for removal; then the user's row goes with everything that
 * cascades from it (sessions, credentials, every area's rows). Null when there is no such user.
 */
export async function deleteAccountRows(db: Db, userId: number, now: Date): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    // A large account's history is more than a request's statement budget; the transaction is still one unit.
    await tx.execute(sql`set local statement_timeout = '10min'`);
    const [user] = rowsOf(await tx.execute(sql`select id from users where id = ${userId} for update`));
    if (!user) return null;
    const queued = rowsOf(
      await tx.execute(sql`insert into storage_removals (key)
        select key from files where user_id = ${userId}
        union select key from data_exports where user_id = ${userId} and key is not null
        on conflict do nothing returning key`),
    );
    // Locked in id order, the order the click batch takes its share locks in.
    const links = rowsOf(
      await tx.execute(sql`select id from online_addresses where user_id = ${userId} order by id for update`),
    );
    const ofTheirLinks = sql`online_address_id in (select id from online_addresses where user_id = ${userId})`;
    await tx.execute(sql`delete from clicks where ${ofTheirLinks}`);
    await tx.execute(sql`delete from suspicious_clicks where ${ofTheirLinks}`);
    await tx.execute(sql`delete from click_visits where ${ofTheirLinks}`);
    await tx.execute(sql`delete from click_sessions where ${ofTheirLinks}`);
    await tx.execute(sql`delete from links_reports where ${ofTheirLinks}`);
    // Their own rollups go now, so the link trigger below has nothing to move out of them.
    for (const table of [
      'owner_click_quarter_hours',
      'owner_clicks_daily',
      'owner_domain_clicks_daily',
      'owner_long_gap_visits',
      'owner_visit_gaps',
      'open_graphs',
      'mail_messages',
      'sms_messages',
    ])
      await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
    const at = sql`${now.toISOString()}::timestamptz`;
    await tx.execute(sql`update online_addresses
      set user_id = null, deleted_at = coalesce(deleted_at, ${at}), active = false, url = '', tags = null,
        open_graph = null, updated_at = ${at}
      where user_id = ${userId}`);
    await tx.execute(sql`delete from users where id = ${userId}`);
    return { userId, links: links.length, storedFiles: queued.length };
  });
}
