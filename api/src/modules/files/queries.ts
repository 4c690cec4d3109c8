import { and, count, eq, gte, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileRow, files } from '../../db/schema';

export type NewFile = Pick<FileRow, 'userId' | 'kind' | 'key' | 'contentType' | 'size'>;

/** Serialises what writes or removes the bytes of one key: an upload and the orphan sweep. */
async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Runs `fn` in a transaction holding the key's lock, the one uploads and the orphan sweep take: the account module
 * stores an export's bytes and removes a deleted account's bytes under it (decision 037).
 */
export function withStorageKeyLock<T>(db: Db, key: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    return fn(tx);
  });
}

/** Serialises one user's uploads: two at once cannot both pass the quota that only one of them fits. */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files.user:${userId}`}, 0))`);
}

/**
 * The bytes the user's live (not deleted) uploads hold, each stored content counted once (the same bytes
 * uploaded twice are one copy), and whether `key` is among them already.
 */
async function findHeldBytes(
  db: Db,
  userId: number,
  key: string,
): Promise<{ total: number; includesKey: boolean }> {
  const live = db
    .selectDistinct({ key: files.key, size: files.size })
    .from(files)
    .where(and(eq(files.userId, userId), isNull(files.deletedAt)))
    .as('live');
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${live.size}), 0)`.mapWith(Number),
      includesKey: sql<boolean>`coalesce(bool_or(${live.key} = ${key}), false)`.mapWith(Boolean),
    })
    .from(live);
  return row ?? { total: 0, includesKey: false };
}

/**
 * Inserts the row and stores the bytes (`store`) under the key's lock, committing only once they are stored:
 * the sweep can neither remove the bytes between the two nor see the row before its bytes exist. Under the
 * user's lock, first checks that the user's live uploads stay within `quota` bytes with these (bytes they
 * already hold add nothing): null, with nothing stored, when they would not.
 */
export async function insertFileStoring(
  db: Db,
  values: NewFile,
  quota: number,
  store: () => Promise<void>,
): Promise<FileRow | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, values.userId);
    const held = await findHeldBytes(tx, values.userId, values.key);
    if (!held.includesKey && held.total + values.size > quota) return null;
    await lockKey(tx, values.key);
    const [row] = await tx.insert(files).values(values).returning();
    if (!row) throw new Error('file insert returned no row');
    await store();
    return row;
  });
}

/** Keys no live upload names and whose last upload was deleted before `before`: what the sweep removes. */
export async function findOrphanKeys(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .groupBy(files.key)
    .having(and(eq(count(files.id), count(files.deletedAt)), lt(max(files.deletedAt), before)))
    .limit(limit);
  return rows.map((row) => row.key);
}

/**
 * Under the key's lock, when still no upload newer than `before` names it: removes its bytes (`remove`) and
 * its rows. False when an upload took the key again meanwhile. A failed removal keeps the rows for next time.
 */
export async function removeOrphan(
  db: Db,
  key: string,
  before: Date,
  remove: () => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    const [kept] = await tx
      .select({ total: count() })
      .from(files)
      .where(and(eq(files.key, key), or(isNull(files.deletedAt), gte(files.deletedAt, before))));
    if ((kept?.total ?? 0) > 0) return false;
    await tx.delete(files).where(eq(files.key, key));
    await remove();
    return true;
  });
}

export async function findOwnedFile(db: Db, userId: number, id: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Marks the owner's file deleted; false when it is not theirs (or already deleted). */
export async function markFileDeleted(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.id, id), eq(files.userId, userId), isNull(files.deletedAt)))
    .returning({ id: files.id });
  return rows.length > 0;
}

/** The media type and size of stored bytes while some live upload names them; null once every one is deleted. */
export async function findServableFile(
  db: Db,
  key: string,
): Promise<{ contentType: string; size: number } | null> {
  const [row] = await db
    .select({ contentType: files.contentType, size: files.size })
    .from(files)
    .where(and(eq(files.key, key), isNull(files.deletedAt)))
    .limit(1);
  return row ?? null;
}
