import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileRow, files } from '../../db/schema';

export type NewFile = Pick<FileRow, 'userId' | 'kind' | 'key' | 'contentType' | 'size'>;

export async function insertFile(db: Db, values: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
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
