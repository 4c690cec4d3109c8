import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { type DocumentKind, findSign, findVersion, insertSign, type SignRow } from './queries';

/** Records the user's acceptance of a version (idempotent: the first acceptance is kept). */
export async function signDocument(
  db: Db,
  kind: DocumentKind,
  userId: number,
  versionId: number,
): Promise<SignRow> {
  if (!(await findVersion(db, kind, versionId))) throw notFound();
  await insertSign(db, kind, userId, versionId);
  const row = await findSign(db, kind, userId, versionId);
  if (!row) throw notFound();
  return row;
}
