import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import type { ApiCredentialRow } from '../../db/schema';
import { notFound } from '../../errors';
import { deleteApiCredentialOf, findApiCredentialOwner, insertApiCredential } from './queries';

/** A year: long-lived for scripts, still bounded (decision 015). */
const CREDENTIAL_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Marks credentials apart from 43-character session tokens in logs and secret scanners. */
const PREFIX = 'atk_';

export async function createApiCredential(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ row: ApiCredentialRow; token: string }> {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + CREDENTIAL_LIFETIME_MS);
  const row = await insertApiCredential(db, { userId, tokenHash: hashToken(token), expiresAt });
  return { row, token };
}

/** Revokes one of the user's credentials: every instance refuses it from its next request (auth plugin). */
export async function revokeApiCredential(db: Db, userId: number, id: number): Promise<void> {
  if ((await deleteApiCredentialOf(db, userId, id)) === null) throw notFound();
}

/** The token resolver: only tokens that look like credentials cost a lookup. */
export async function resolveApiCredential(db: Db, token: string, now = new Date()) {
  if (!token.startsWith(PREFIX)) return null;
  const userId = await findApiCredentialOwner(db, hashToken(token), now);
  return userId === null ? null : { userId, via: 'api-credential' as const };
}
