import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { privacyPolicies, termsOfUse, userSignPrivacyPolicies, userSignTermsOfUse } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

/**
 * Terms of use and privacy policies have the same shape; one set of queries serves both, parameterised by
 * the version table and the acceptance table.
 */
export const documents = {
  termsOfUse: { versions: termsOfUse, signs: userSignTermsOfUse, versionId: userSignTermsOfUse.termsOfUseId },
  privacyPolicy: {
    versions: privacyPolicies,
    signs: userSignPrivacyPolicies,
    versionId: userSignPrivacyPolicies.privacyPolicyId,
  },
} as const;

export type DocumentKind = keyof typeof documents;
export type VersionRow = typeof termsOfUse.$inferSelect;

export async function listVersions(db: Db, kind: DocumentKind, paging: PageRequest, orderBy: SQL[]) {
  const { versions } = documents[kind];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(versions)
      .orderBy(...orderBy, versions.id)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(versions),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findVersion(db: Db, kind: DocumentKind, id: number): Promise<VersionRow | null> {
  const { versions } = documents[kind];
  const [row] = await db.select().from(versions).where(eq(versions.id, id)).limit(1);
  return row ?? null;
}

/** Idempotent: accepting the same version twice keeps the first acceptance. */
export async function insertSign(
  db: Db,
  kind: DocumentKind,
  userId: number,
  versionId: number,
): Promise<void> {
  if (kind === 'termsOfUse') {
    await db.insert(userSignTermsOfUse).values({ userId, termsOfUseId: versionId }).onConflictDoNothing();
  } else {
    await db
      .insert(userSignPrivacyPolicies)
      .values({ userId, privacyPolicyId: versionId })
      .onConflictDoNothing();
  }
}

export interface SignRow {
  id: number;
  createdAt: Date;
  version: { id: number; name: string };
}

export async function listSigns(
  db: Db,
  kind: DocumentKind,
  userId: number,
  versionId: number | undefined,
  paging: PageRequest,
  orderBy: SQL[],
): Promise<{ rows: SignRow[]; total: number }> {
  const { versions, signs, versionId: versionColumn } = documents[kind];
  const where = and(
    eq(signs.userId, userId),
    versionId === undefined ? undefined : eq(versionColumn, versionId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ id: signs.id, createdAt: signs.createdAt, version: { id: versions.id, name: versions.name } })
      .from(signs)
      .innerJoin(versions, eq(versions.id, versionColumn))
      .where(where)
      .orderBy(...orderBy, signs.id)
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(signs).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findSign(
  db: Db,
  kind: DocumentKind,
  userId: number,
  versionId: number,
): Promise<SignRow | null> {
  const { rows } = await listSigns(db, kind, userId, versionId, { page: 0, size: 1 }, []);
  return rows[0] ?? null;
}
