import type {
  OpenGraph,
  OpenGraphField,
  openGraphFieldsQuery,
  openGraphsQuery,
  Page,
} from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { parseOrderBy, toPage } from '../../http/paging';
import { listOwnedFields, listOwnedOpenGraphs, type OpenGraphSortField } from './queries';
import { toOpenGraph, toOpenGraphField } from './transform';

const sortFields: readonly OpenGraphSortField[] = ['id', 'dateCreate', 'dateUpdate'];

/** GET /api/v1/open-graphs: my previews, newest change first unless `orderBy` says otherwise. */
export async function listOpenGraphs(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof openGraphsQuery>,
): Promise<Page<OpenGraph>> {
  const { page, size, orderBy, text, type, onlineAddressId } = query;
  const order = parseOrderBy(orderBy, sortFields, [{ field: 'dateUpdate', direction: 'DESC' }]);
  const { rows, total } = await listOwnedOpenGraphs(db, ownerId, { text, type, onlineAddressId }, order, {
    page,
    size,
  });
  return toPage(rows.map(toOpenGraph), total, { page, size });
}

/** GET /api/v1/open-graph-fields: the fields of my previews (of one with `openGraphId`), in the order added. */
export async function listOpenGraphFields(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof openGraphFieldsQuery>,
): Promise<Page<OpenGraphField>> {
  const { page, size, openGraphId } = query;
  const { rows, total } = await listOwnedFields(db, ownerId, openGraphId, { page, size });
  return toPage(rows.map(toOpenGraphField), total, { page, size });
}
