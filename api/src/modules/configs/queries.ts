import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ConfigRow, configs } from '../../db/schema';

export type ConfigValues = Omit<ConfigRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function findConfigOfUser(db: Db, userId: number): Promise<ConfigRow | null> {
  const [row] = await db.select().from(configs).where(eq(configs.userId, userId)).limit(1);
  return row ?? null;
}

/** One row per user: inserts it or changes the given fields of the existing one. */
export async function upsertConfig(
  db: Db,
  userId: number,
  values: Partial<ConfigValues>,
): Promise<ConfigRow> {
  const [row] = await db
    .insert(configs)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: configs.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('config upsert returned no row');
  return row;
}
