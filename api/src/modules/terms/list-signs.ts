import type { Db } from '../../db/client';
import { orderByColumns, type PageRequest, parseOrderBy } from '../../http/paging';
import { type DocumentKind, documents, listSigns, type SignRow } from './queries';

/** One page of the user's acceptances of a document, optionally of one version, sorted by id or dateCreate. */
export function listUserSigns(
  db: Db,
  kind: DocumentKind,
  userId: number,
  filter: { versionId: number | undefined; orderBy: string | undefined },
  paging: PageRequest,
): Promise<{ rows: SignRow[]; total: number }> {
  const { signs } = documents[kind];
  const columns = { id: signs.id, dateCreate: signs.createdAt };
  const order = orderByColumns(parseOrderBy(filter.orderBy, ['id', 'dateCreate'] as const), columns);
  return listSigns(db, kind, userId, filter.versionId, paging, order);
}
