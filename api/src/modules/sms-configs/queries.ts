import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SmsConfigRow, smsConfigs } from '../../db/schema';

/** The user's SMS config (null before the business name is set). `lock` holds it until the transaction ends. */
export async function findSmsConfig(db: Db, userId: number, lock = false): Promise<SmsConfigRow | null> {
  const query = db.select().from(smsConfigs).where(eq(smsConfigs.userId, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

interface SmsConfigValues {
  business: string;
  buyAutomatically: boolean;
  creditsToBuy: number;
}

/** Creates the user's config or replaces its values (one per user). */
export async function upsertSmsConfig(
  db: Db,
  userId: number,
  values: SmsConfigValues,
): Promise<SmsConfigRow> {
  const [row] = await db
    .insert(smsConfigs)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: smsConfigs.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the SMS config upsert returned no row');
  return row;
}
