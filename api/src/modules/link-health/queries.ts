import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onlineAddresses } from '../../db/schema';

export interface ClaimedLink {
  id: number;
  url: string;
}

/**
 * Claims up to `limit` active links not checked since `checkedBefore`, longest-unchecked first, by stamping
 * their last_check with `now`: another instance's claim skips the rows locked here (SKIP LOCKED) and, once
 * committed, no longer matches them, so each link is checked once per period however many instances run.
 */
export async function claimLinks(
  db: Db,
  now: Date,
  checkedBefore: Date,
  limit: number,
): Promise<ClaimedLink[]> {
  const due = db
    .select({ id: onlineAddresses.id })
    .from(onlineAddresses)
    .where(
      and(
        eq(onlineAddresses.active, true),
        isNull(onlineAddresses.deletedAt),
        or(isNull(onlineAddresses.lastCheck), lt(onlineAddresses.lastCheck, checkedBefore)),
      ),
    )
    .orderBy(sql`${onlineAddresses.lastCheck} asc nulls first`, asc(onlineAddresses.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(onlineAddresses)
    .set({ lastCheck: now })
    .where(inArray(onlineAddresses.id, due))
    .returning({ id: onlineAddresses.id, url: onlineAddresses.url });
}

export interface HealthResult {
  error: boolean;
  /** 0 regular, 1 irregular, 3 not verified (spec 001 §3). */
  verificationStatus: 0 | 1 | 3;
}

/** The check's outcome. It changes nothing a visitor sees, so it notifies no cache (migration 0012). */
export async function saveHealth(db: Db, id: number, checkedAt: Date, result: HealthResult): Promise<void> {
  await db
    .update(onlineAddresses)
    .set({ ...result, lastCheck: checkedAt })
    .where(eq(onlineAddresses.id, id));
}
