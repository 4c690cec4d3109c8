import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ApiCredentialRow, apiCredentials } from '../../db/schema';

export async function insertApiCredential(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<ApiCredentialRow> {
  const [row] = await db.insert(apiCredentials).values(values).returning();
  if (!row) throw new Error('api credential insert returned no row');
  return row;
}

export function listApiCredentialsOf(db: Db, userId: number): Promise<ApiCredentialRow[]> {
  return db
    .select()
    .from(apiCredentials)
    .where(eq(apiCredentials.userId, userId))
    .orderBy(asc(apiCredentials.id));
}

/** Deletes one of the owner's credentials; its hash, or null when it is not theirs. */
export async function deleteApiCredentialOf(db: Db, userId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(apiCredentials)
    .where(and(eq(apiCredentials.id, id), eq(apiCredentials.userId, userId)))
    .returning({ tokenHash: apiCredentials.tokenHash });
  return row?.tokenHash ?? null;
}

/** The owner of an unexpired credential with this hash, or null. */
export async function findApiCredentialOwner(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: apiCredentials.userId })
    .from(apiCredentials)
    .where(and(eq(apiCredentials.tokenHash, tokenHash), gt(apiCredentials.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}
