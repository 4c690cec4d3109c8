import type { Page } from '@atalho/sdk/schemas';
import type { Infoproduct, infoproductsQuery } from '@atalho/sdk/schemas/infoproducts';
import type * as v from 'valibot';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import { hasFeature } from '../../entitlements';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { type InfoproductSortField, infoproductSortColumns, listOwnedInfoproducts } from './queries';
import { withParts } from './read-infoproducts';
import { toInfoproduct } from './transform';

const sortFields = Object.keys(infoproductSortColumns) as InfoproductSortField[];

/** GET /api/v1/infoproduts: the signed-in user's pages, last changed first, with the embeds asked for. */
export async function listInfoproducts(
  db: Db,
  ownerId: number,
  query: v.InferOutput<typeof infoproductsQuery>,
  owner: AuthenticatedUser,
): Promise<Page<Infoproduct>> {
  const { page, size, orderBy } = query;
  const order = orderByColumns(
    parseOrderBy<InfoproductSortField>(orderBy, sortFields, [
      { field: 'dateUpdate', direction: 'DESC' },
      { field: 'dateCreate', direction: 'DESC' },
    ]),
    infoproductSortColumns,
  );
  const { rows, total } = await listOwnedInfoproducts(db, ownerId, order, { page, size });
  const full = await withParts(db, ownerId, rows, {
    itens: query.embedItens === true,
    formFields: query.embedInfoproductFormFields === true,
    options: query.embedInfoproductFormFieldsOptions === true,
    footerLinks: query.embedfooterLinks === true,
  });
  return toPage(
    full.map((page) => toInfoproduct(page, hasFeature(owner, 'viewCounts'))),
    total,
    { page, size },
  );
}
