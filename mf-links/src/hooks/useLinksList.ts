import { getJson } from '@atalho/sdk';
import type { OnlineAddress } from '@atalho/sdk/schemas';
import { OnlineAddressPage } from '@atalho/sdk/schemas';
import { type LoadState, useLoad } from '@atalho/ui';

export type LinksListState = LoadState<{ links: OnlineAddress[]; total: number }>;

/** The signed-in user's links, newest first (`GET /api/v1/online-addresses`). */
export function useLinksList(page = 0): { state: LinksListState; reload: () => void } {
  return useLoad(
    () =>
      getJson('online-addresses', OnlineAddressPage, { page, size: 10, orderBy: 'dateCreate:DESC' }).then(
        (result) => ({ links: result.content, total: result.totalElements }),
      ),
    String(page),
  );
}
