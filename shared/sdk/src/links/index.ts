/**
 * The links area. Panel area "links" = API resource "online-addresses": the spec names the wire resource
 * `/api/v1/online-addresses`, every other layer calls the area links (mf-links, these functions, the keys).
 */
import {
  type CreateOnlineAddressBody,
  OnlineAddress,
  type OnlineAddressesQuery,
  OnlineAddressPage,
  OnlineAddressView,
} from '@atalho/sdk/schemas';
import { api, orNullOn404, parseResponse, type QueryInput } from '../client';

export type LinksQuery = QueryInput<OnlineAddressesQuery>;

/** Query keys of the links resource; a write to any link invalidates `linkKeys.all`. */
export const linkKeys = {
  all: ['links'],
  list: (query: LinksQuery) => [...linkKeys.all, 'list', query],
  detail: (id: number) => [...linkKeys.all, 'detail', id],
} as const;

/** POST /api/v1/online-addresses: anonymous visitors get a link with `user: null`. */
export async function createLink(body: CreateOnlineAddressBody): Promise<OnlineAddress> {
  return parseResponse(OnlineAddress, await api.post('online-addresses', { json: body }).json());
}

/** GET /api/v1/online-addresses: a page of the signed-in user's links. */
export async function listLinks(query: LinksQuery): Promise<OnlineAddressPage> {
  return parseResponse(OnlineAddressPage, await api.get('online-addresses', { searchParams: query }).json());
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
