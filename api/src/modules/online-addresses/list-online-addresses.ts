import type {
  DomainSummary,
  OnlineAddress,
  onlineAddressDomainsQuery,
  onlineAddressesQuery,
  Page,
} from '@atalho/sdk/schemas';
import { asc, desc, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { onlineAddresses } from '../../db/schema';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { clicksOfLink, type ListOrder, listOwnedOnlineAddresses, summariseOwnedDomains } from './queries';
import { type LinkLens, toOnlineAddress } from './transform';

const sortable = {
  id: onlineAddresses.id,
  code: onlineAddresses.code,
  url: onlineAddresses.url,
  type: onlineAddresses.type,
  dateCreate: onlineAddresses.createdAt,
  clicks: clicksOfLink,
  position: onlineAddresses.position,
};
const sortFields = Object.keys(sortable) as (keyof typeof sortable)[];

type ListInput = v.InferOutput<typeof onlineAddressesQuery>;
type DomainsInput = v.InferOutput<typeof onlineAddressDomainsQuery>;

/** Splits a validated query into paging, ordering and the filter. */
function split<Q extends { page: number; size: number; orderBy?: string | undefined }>(query: Q) {
  const { page, size, orderBy, ...filter } = query;
  return { paging: { page, size }, orderBy, filter };
}

/**
 * The list's ORDER BY for its `orderBy` parameter. Ties end on the id in the first key's direction: pages never
 * overlap, and each ordering of one key is one index scan (forwards or backwards).
 */
export function listOrder(orderBy: string | undefined): ListOrder {
  const fields = parseOrderBy(orderBy, sortFields, [{ field: 'dateCreate', direction: 'DESC' }]);
  const tieBreak = fields[0]?.direction === 'ASC' ? asc(onlineAddresses.id) : desc(onlineAddresses.id);
  return {
    columns: [...orderByColumns(fields, sortable), tieBreak],
    byClicks: fields.some(({ field }) => field === 'clicks'),
  };
}

export async function listOnlineAddresses(
  db: Db,
  ownerId: number,
  query: ListInput,
  lens: LinkLens,
): Promise<Page<OnlineAddress>> {
  const { paging, orderBy, filter } = split(query);
  const { rows, total } = await listOwnedOnlineAddresses(db, ownerId, filter, paging, listOrder(orderBy));
  return toPage(
    rows.map((row) => toOnlineAddress(row, lens)),
    total,
    paging,
  );
}

export async function listOnlineAddressDomains(
  db: Db,
  ownerId: number,
  query: DomainsInput,
): Promise<Page<DomainSummary>> {
  const { paging, orderBy, filter } = split(query);
  const order = orderByColumns(
    parseOrderBy(orderBy, ['total', 'domain'] as const, [{ field: 'total', direction: 'DESC' }]),
    { total: sql`count(*)`, domain: onlineAddresses.domain },
  );
  const { rows, total } = await summariseOwnedDomains(db, ownerId, filter, paging, order);
  return toPage(rows, total, paging);
}
