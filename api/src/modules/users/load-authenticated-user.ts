import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import { findActivePlans } from '../plans';
import { findUserById } from './queries';

export async function loadAuthenticatedUser(
  db: Db,
  userId: number,
  via: AuthenticatedUser['via'],
): Promise<AuthenticatedUser | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const plans = (await findActivePlans(db, [userId])).get(userId) ?? [];
  return { id: user.id, email: user.email, name: user.name, picture: user.picture, plans, via };
}
