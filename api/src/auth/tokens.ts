import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';

/** 15 hours, the spec's session lifetime (54,000,000 ms). */
const TOKEN_LIFETIME_MS = 54_000_000;

function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await db.insert(authTokens).values({ tokenHash: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Ends a session: every instance refuses the token from its next request (the auth plugin reads it each time). */
export async function deleteToken(db: Db, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
}

/** The owner of a valid, unexpired session token, or null. */
export async function findSessionTokenOwner(db: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}
