import type { Db } from '../../db/client';
import { ensureFreePlan } from '../plans';
import { type UserProfile, upsertUserByEmail } from './queries';

/** Creates or refreshes the user and gives a new user the free plan; the session comes from the exchange. */
export async function signInUser(db: Db, profile: UserProfile): Promise<{ userId: number }> {
  const user = await db.transaction(async (tx) => {
    const row = await upsertUserByEmail(tx, profile);
    await ensureFreePlan(tx, row.id);
    return row;
  });
  return { userId: user.id };
}
