import type { ShootingRecipientPage, ShootingRecipientsFilterQuery } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { getShootingOrThrow } from './get-shooting-or-throw';
import { listRecipientsOfShooting, type RecipientSortField, recipientSortColumns } from './queries';
import { toShootingRecipient } from './transform';

const sortFields = Object.keys(recipientSortColumns) as RecipientSortField[];

/**
 * GET /api/v1/sms-shootings-has-contacts: one of the owner's shootings' recipients, the largest messages first
 * (`smsSize:DESC,dateCreate:DESC`), so those over one SMS top the list; removed ones are listed, flagged.
 */
export async function listShootingRecipients(
  db: Db,
  ownerId: number,
  query: ShootingRecipientsFilterQuery,
): Promise<ShootingRecipientPage> {
  const shooting = await getShootingOrThrow(db, ownerId, query.smsShootingId);
  const { page, size, orderBy } = query;
  const fields = parseOrderBy<RecipientSortField>(orderBy, sortFields, [
    { field: 'smsSize', direction: 'DESC' },
    { field: 'dateCreate', direction: 'DESC' },
  ]);
  const order = orderByColumns(
    [...fields, { field: 'id', direction: fields[0]?.direction ?? 'DESC' }],
    recipientSortColumns,
  );
  const { rows, total } = await listRecipientsOfShooting(db, shooting.id, query, order, { page, size });
  return toPage(rows.map(toShootingRecipient), total, { page, size });
}
