import type { LeadPage, leadsQuery } from '@atalho/sdk/schemas/infoproducts';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { getOwnedInfoproductOrThrow } from './get-owned-infoproduct-or-throw';
import { findAnswersOf, type LeadSortField, leadSortColumns, listLeadsOf } from './queries';
import { toLead } from './transform';

const sortFields = Object.keys(leadSortColumns) as LeadSortField[];

/** GET /api/v1/infoproducts-forms-answers: one page of an item of the owner's leads (spec 001 §7). */
export async function listLeads(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof leadsQuery>,
): Promise<LeadPage> {
  const { page, size, orderBy } = query;
  const order = orderByColumns(
    parseOrderBy<LeadSortField>(orderBy, sortFields, [
      { field: 'dateCreate', direction: 'DESC' },
      { field: 'dateUpdate', direction: 'DESC' },
    ]),
    leadSortColumns,
  );
  const item = await getOwnedInfoproductOrThrow(db, ownerId, query.infoproductId);
  const { rows, total } = await listLeadsOf(db, item.id, order, { page, size });
  const answers = await findAnswersOf(
    db,
    rows.map((row) => row.id),
  );
  const content = rows.map((row) =>
    toLead(
      row,
      answers.filter((answer) => answer.leadId === row.id),
      item.masked,
    ),
  );
  return toPage(content, total, { page, size });
}
