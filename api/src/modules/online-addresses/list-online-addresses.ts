import type { OnlineAddress, Page } from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import { onlineAddresses } from '../../db/schema';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { listOwnedOnlineAddresses } from './queries';
import { toOnlineAddress } from './transform';

const sortable = {
  id: onlineAddresses.id,
  code: onlineAddresses.code,
  url: onlineAddresses.url,
  type: onlineAddresses.type,
  dateCreate: onlineAddresses.createdAt,
};
const sortFields = Object.keys(sortable) as (keyof typeof sortable)[];

export interface ListOnlineAddressesInput {
  page: number;
  size: number;
  orderBy?: string | undefined;
  text?: string | undefined;
}

export async function listOnlineAddresses(
  db: Db,
  ownerId: number,
  input: ListOnlineAddressesInput,
): Promise<Page<OnlineAddress>> {
  const order = orderByColumns(
    parseOrderBy(input.orderBy, sortFields, [{ field: 'dateCreate', direction: 'DESC' }]),
    sortable,
  );
  const paging = { page: input.page, size: input.size };
  const { rows, total } = await listOwnedOnlineAddresses(db, ownerId, { text: input.text }, paging, order);
  return toPage(rows.map(toOnlineAddress), total, paging);
}
