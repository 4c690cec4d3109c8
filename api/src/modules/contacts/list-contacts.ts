import type { ContactPage, ContactsFilter } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { type ContactSortField, contactSortColumns, listOwnedContacts } from './queries';
import { toContact } from './transform';

const sortFields = Object.keys(contactSortColumns) as ContactSortField[];

/** GET /api/v1/contacts: the owner's contacts with every filter of spec 002 §7, newest first by default. */
export async function listContacts(db: Db, ownerId: number, query: ContactsFilter): Promise<ContactPage> {
  const { page, size, orderBy } = query;
  const fields = parseOrderBy<ContactSortField>(orderBy, sortFields, [
    { field: 'dateCreate', direction: 'DESC' },
  ]);
  // The id breaks ties in the first field's direction: paging is stable and follows the indexes' order.
  const order = orderByColumns(
    [...fields, { field: 'id', direction: fields[0]?.direction ?? 'DESC' }],
    contactSortColumns,
  );
  const { rows, total } = await listOwnedContacts(db, ownerId, query, order, { page, size });
  return toPage(rows.map(toContact), total, { page, size });
}
