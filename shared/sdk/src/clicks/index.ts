import { Click, ClickAck, ClickPage, type ClicksQuery, type CreateClickBody } from '@atalho/sdk/schemas';
import { api, parseResponse, type QueryInput } from '../client';

/** Query keys of the clicks resource. */
export const clickKeys = {
  all: ['clicks'],
  list: (query: QueryInput<ClicksQuery>) => [...clickKeys.all, 'list', query],
  detail: (id: number) => [...clickKeys.all, 'detail', id],
} as const;

/**
 * POST /api/v1/clicks. `keepalive` lets the request finish while the redirect screen navigates away.
 */
export async function registerClick(body: CreateClickBody): Promise<ClickAck> {
  return parseResponse(ClickAck, await api.post('clicks', { json: body, keepalive: true }).json());
}

/** GET /api/v1/clicks/{id}: one click on one of the signed-in user's links. */
export async function getClick(id: number): Promise<Click> {
  return parseResponse(Click, await api.get(`clicks/${id}`).json());
}

/** GET /api/v1/clicks: a page of the clicks on the signed-in user's links. */
export async function listClicks(query: QueryInput<ClicksQuery>): Promise<ClickPage> {
  return parseResponse(ClickPage, await api.get('clicks', { searchParams: query }).json());
}
