import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInCodes } from '../db/schema';
import { hashToken } from './tokens';

/** A code lives 60 s: long enough for the landing page to load, too short to be worth planting. */
const CODE_LIFETIME_MS = 60_000;

/** A new random value for a code or a browser id (32 bytes, base64url). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Stores a single-use code for `userId`, bound to the browser id of the sign-in cookie. */
export async function issueSignInCode(
  db: Db,
  userId: number,
  browserId: string,
  now = new Date(),
): Promise<string> {
  const code = randomSecret();
  // Codes nobody exchanged go when the next one is issued: sign-ins are rare, the table stays tiny.
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, now));
  await db.insert(signInCodes).values({
    codeHash: hashToken(code),
    userId,
    browserHash: hashToken(browserId),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  return code;
}

/**
 * Consumes the code (deleted whatever the outcome, so it never works twice) and returns its user when it was
 * unexpired and issued to this browser; null otherwise.
 */
export async function consumeSignInCode(
  db: Db,
  code: string,
  browserId: string,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .delete(signInCodes)
    .where(eq(signInCodes.codeHash, hashToken(code)))
    .returning({
      userId: signInCodes.userId,
      browserHash: signInCodes.browserHash,
      expiresAt: signInCodes.expiresAt,
    });
  if (!row || row.expiresAt <= now || row.browserHash !== hashToken(browserId)) return null;
  return row.userId;
}
