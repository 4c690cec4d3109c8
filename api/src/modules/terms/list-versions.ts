import type { Db } from '../../db/client';
import { orderByColumns, type PageRequest, parseOrderBy } from '../../http/paging';
import { type DocumentKind, documents, listVersions, type VersionRow } from './queries';

/** One page of a document's versions, sorted by `orderBy` (id, name or dateUpdate). */
export function listDocumentVersions(
  db: Db,
  kind: DocumentKind,
  paging: PageRequest,
  orderBy: string | undefined,
): Promise<{ rows: VersionRow[]; total: number }> {
  const { versions } = documents[kind];
  const columns = { id: versions.id, name: versions.name, dateUpdate: versions.dateUpdate };
  const order = orderByColumns(parseOrderBy(orderBy, ['id', 'name', 'dateUpdate'] as const), columns);
  return listVersions(db, kind, paging, order);
}
