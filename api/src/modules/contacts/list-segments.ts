import type { SegmentPage, segmentsQuery } from '@atalho/sdk/schemas/sms';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { listOwnedSegments, type SegmentSortField, segmentSortColumns } from './queries';

const sortFields = Object.keys(segmentSortColumns) as SegmentSortField[];

/** GET /api/v1/segments: the owner's segments, by name, each with how many contacts it has. */
export async function listSegments(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof segmentsQuery>,
): Promise<SegmentPage> {
  const { page, size, orderBy } = query;
  const order = orderByColumns(
    parseOrderBy<SegmentSortField>(orderBy, sortFields, [{ field: 'name', direction: 'ASC' }]),
    segmentSortColumns,
  );
  const { rows, total } = await listOwnedSegments(
    db,
    ownerId,
    { text: query.text || undefined, ids: query.ids },
    order,
    { page, size },
  );
  return toPage(rows, total, { page, size });
}
