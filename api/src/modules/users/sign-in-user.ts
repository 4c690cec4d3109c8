import { issueToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { ensureFreePlan } from '../plans';
import { type UserProfile, upsertUserByEmail } from './queries';

/** Creates or refreshes the user, gives a new user the free plan and issues a session token. */
export async function signInUser(
  db: Db,
  profile: UserProfile,
): Promise<{ userId: number; token: string; expiresAt: Date }> {
  const user = await db.transaction(async (tx) => {
    const row = await upsertUserByEmail(tx, profile);
    await ensureFreePlan(tx, row.id);
    return row;
  });
  const { token, expiresAt } = await issueToken(db, user.id);
  return { userId: user.id, token, expiresAt };
}
