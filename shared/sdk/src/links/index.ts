/**
 * The links area. Panel area "links" = API resource "online-addresses": the spec names the wire resource
 * `/api/v1/online-addresses`, every other layer calls the area links (mf-links, these functions, the keys).
 */
import {
  CodeAvailability,
  type CreateOnlineAddressBody,
  DomainSummaryPage,
  OnlineAddress,
  type OnlineAddressDomainsQuery,
  type OnlineAddressesQuery,
  OnlineAddressPage,
  OnlineAddressView,
  type UpdateOnlineAddressBody,
} from '@atalho/sdk/schemas';
import { api, orNullOn404, parseResponse, type QueryInput } from '../client';

export type LinksQuery = QueryInput<OnlineAddressesQuery>;
export type LinkDomainsQuery = QueryInput<OnlineAddressDomainsQuery>;

/** Query keys of the links resource; a write to any link invalidates `linkKeys.all`. */
export const linkKeys = {
  all: ['links'],
  list: (query: LinksQuery) => [...linkKeys.all, 'list', query],
  /** The filter drawer's live count: the list with `size: 1`, read as `totalElements`. */
  count: (query: LinksQuery) => [...linkKeys.all, 'count', query],
  domains: (query: LinkDomainsQuery) => [...linkKeys.all, 'domains', query],
  detail: (id: number) => [...linkKeys.all, 'detail', id],
  codeAvailability: (code: string, linkId?: number) => [...linkKeys.all, 'code', code, linkId ?? null],
} as const;

/** POST /api/v1/online-addresses: anonymous visitors get a link with `user: null`. */
export async function createLink(body: CreateOnlineAddressBody): Promise<OnlineAddress> {
  return parseResponse(OnlineAddress, await api.post('online-addresses', { json: body }).json());
}

/** GET /api/v1/online-addresses: a page of the signed-in user's links. */
export async function listLinks(query: LinksQuery): Promise<OnlineAddressPage> {
  return parseResponse(OnlineAddressPage, await api.get('online-addresses', { searchParams: query }).json());
}

/** How many links match the filters (spec 001 §2: the apply button's live count, a size-1 call). */
export async function countLinks(query: LinksQuery): Promise<number> {
  const { page: _page, size: _size, ...filters } = query;
  return (await listLinks({ ...filters, page: 0, size: 1 })).totalElements;
}

/** GET /api/v1/online-addresses/domains: the domain chips of the filter drawer (size 5, total:DESC). */
export async function listLinkDomains(query: LinkDomainsQuery): Promise<DomainSummaryPage> {
  return parseResponse(
    DomainSummaryPage,
    await api.get('online-addresses/domains', { searchParams: query }).json(),
  );
}

/** GET /api/v1/online-addresses/code-availability: the edit dialog's live code check. */
export async function checkLinkCode(code: string, linkId?: number): Promise<CodeAvailability> {
  const searchParams: Record<string, string | number> = { code };
  if (linkId !== undefined) searchParams.onlineAddressId = linkId;
  return parseResponse(
    CodeAvailability,
    await api.get('online-addresses/code-availability', { searchParams }).json(),
  );
}

/** PUT /api/v1/online-addresses/{id}: code and destination (BASIC or better), tags, active. */
export async function updateLink(id: number, body: UpdateOnlineAddressBody): Promise<OnlineAddress> {
  return parseResponse(OnlineAddress, await api.put(`online-addresses/${id}`, { json: body }).json());
}

/** Deactivate or reactivate a link (an inactive link answers the not-found page to visitors). */
export async function setLinkActive(link: OnlineAddress, active: boolean): Promise<OnlineAddress> {
  return updateLink(link.id, { code: link.code, url: link.url, active });
}

/** DELETE /api/v1/online-addresses/{id}. */
export async function deleteLink(id: number): Promise<void> {
  await api.delete(`online-addresses/${id}`);
}

/** PUT /api/v1/online-addresses/order: one page's ids in their new order (drag and drop). */
export async function reorderLinks(ids: readonly number[]): Promise<void> {
  await api.put('online-addresses/order', { json: { ids } });
}

/** GET /api/v1/online-addresses/{id}: one of the signed-in user's links. */
export async function getLink(id: number): Promise<OnlineAddress> {
  return parseResponse(OnlineAddress, await api.get(`online-addresses/${id}`).json());
}

/** A link as a visitor opens it: its view and the visit token that makes their click count. */
export interface LinkVisit {
  link: OnlineAddressView;
  visitToken: string | null;
}

/**
 * GET /api/v1/online-addresses/code/{code}?view=true: the visitor view with its `Visit-Token` header, null
 * when the code is unknown.
 */
export async function getLinkVisit(code: string): Promise<LinkVisit | null> {
  const path = `online-addresses/code/${encodeURIComponent(code)}`;
  const response = await orNullOn404(api.get(path, { searchParams: { view: 'true' } }));
  if (response === null) return null;
  const link = parseResponse(OnlineAddressView, await response.json());
  return { link, visitToken: response.headers.get('visit-token') };
}

/** The visitor view alone, null when the code is unknown. */
export async function getLinkView(code: string): Promise<OnlineAddressView | null> {
  return (await getLinkVisit(code))?.link ?? null;
}
