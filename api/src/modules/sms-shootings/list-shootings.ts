import type { ShootingPage, ShootingsFilter } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { shootingAnswers } from './get-shooting-or-throw';
import { listOwnedShootings, type ShootingSortField, shootingSortColumns } from './queries';

const sortFields = Object.keys(shootingSortColumns) as ShootingSortField[];

/** GET /api/v1/sms-shootings: the owner's shootings, newest first by default, optionally of some statuses. */
export async function listShootings(
  db: Db,
  ownerId: number,
  query: ShootingsFilter,
  origin: string,
): Promise<ShootingPage> {
  const { page, size, orderBy } = query;
  const fields = parseOrderBy<ShootingSortField>(orderBy, sortFields, [
    { field: 'dateCreate', direction: 'DESC' },
  ]);
  const order = orderByColumns(
    [...fields, { field: 'id', direction: fields[0]?.direction ?? 'DESC' }],
    shootingSortColumns,
  );
  const { rows, total } = await listOwnedShootings(db, ownerId, query.status ?? [], order, { page, size });
  return toPage(await shootingAnswers(db, rows, origin), total, { page, size });
}
