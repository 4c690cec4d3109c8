import type { ShootingLinkPage, ShootingLinksFilter } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { getShootingOrThrow } from './get-shooting-or-throw';
import { type LinkSortField, linkSortColumns, listLinksOfShooting } from './queries';
import { toShootingLink } from './transform';

const sortFields = Object.keys(linkSortColumns) as LinkSortField[];

/**
 * GET /api/v1/sms-shootings-has-online-addresses: one of the owner's shootings' short links with their views
 * (contact accesses) and distinct contacts, live ones first, then by `orderBy` (oldest first by default; also
 * `dateCreate`, `views`, `contactUniqueViews`, `url`).
 */
export async function listShootingLinks(
  db: Db,
  ownerId: number,
  query: ShootingLinksFilter,
  origin: string,
): Promise<ShootingLinkPage> {
  const shooting = await getShootingOrThrow(db, ownerId, query.smsShootingId);
  const { page, size, orderBy } = query;
  const fields = parseOrderBy<LinkSortField>(orderBy, sortFields, [{ field: 'id', direction: 'ASC' }]);
  const order = orderByColumns([...fields, { field: 'id', direction: 'ASC' }], linkSortColumns);
  const { rows, total } = await listLinksOfShooting(db, shooting.id, order, { page, size });
  return toPage(
    rows.map((row) => toShootingLink(row, origin)),
    total,
    { page, size },
  );
}
