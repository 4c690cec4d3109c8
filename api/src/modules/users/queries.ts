import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export interface UserProfile {
  email: string;
  name: string;
  picture?: string | null;
  googleSub?: string;
}

/** Creates the user or refreshes name/picture/google_sub of the one with that e-mail. */
export async function upsertUserByEmail(db: Db, profile: UserProfile, now = new Date()): Promise<UserRow> {
  const email = profile.email.toLowerCase();
  const set: Partial<typeof users.$inferInsert> = { name: profile.name, updatedAt: now };
  if (profile.picture !== undefined) set.picture = profile.picture;
  if (profile.googleSub !== undefined) set.googleSub = profile.googleSub;
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: profile.name,
      picture: profile.picture ?? null,
      googleSub: profile.googleSub ?? null,
    })
    .onConflictDoUpdate({ target: users.email, set })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export function listUsers(db: Db, limit = 1000): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id)).limit(limit);
}
