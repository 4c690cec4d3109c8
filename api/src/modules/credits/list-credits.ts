import type { CreditEntry, creditsQuery, Page } from '@atalho/sdk/schemas';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { parseOrderBy, toPage } from '../../http/paging';
import { listOwnedEntries } from './queries';
import { toCreditEntry } from './transform';

/** A page of the user's ledger, newest first unless `orderBy=dateCreate:ASC`. */
export async function listCredits(
  db: Db,
  userId: number,
  query: v.InferOutput<typeof creditsQuery>,
): Promise<Page<CreditEntry>> {
  const { page, size, orderBy, statusIn } = query;
  const [order] = parseOrderBy(orderBy, ['dateCreate'], [{ field: 'dateCreate', direction: 'DESC' }]);
  const { rows, total } = await listOwnedEntries(
    db,
    userId,
    statusIn,
    { page, size },
    order?.direction ?? 'DESC',
  );
  return toPage(rows.map(toCreditEntry), total, { page, size });
}
