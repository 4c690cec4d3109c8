import {
  type CreateOpenGraphBody,
  OpenGraph,
  OpenGraphPage,
  OpenGraphTags,
  type UpdateOpenGraphBody,
} from '@atalho/sdk/schemas';
import { api, parseResponse } from '../client';

/** Query keys of link previews; a save invalidates `openGraphKeys.all` (and the links, whose openGraph changes). */
export const openGraphKeys = {
  all: ['open-graphs'],
  ofLink: (linkId: number) => [...openGraphKeys.all, 'link', linkId],
  tags: (source: string) => [...openGraphKeys.all, 'tags', source],
} as const;

/** GET /api/v1/open-graphs?onlineAddressId=: the preview of one of my links, null when it has none. */
export async function getLinkOpenGraph(linkId: number): Promise<OpenGraph | null> {
  const page = parseResponse(
    OpenGraphPage,
    await api.get('open-graphs', { searchParams: { onlineAddressId: linkId, size: 1 } }).json(),
  );
  return page.content[0] ?? null;
}

/** POST /api/v1/open-graphs (PRO). */
export async function createOpenGraph(body: CreateOpenGraphBody): Promise<OpenGraph> {
  return parseResponse(OpenGraph, await api.post('open-graphs', { json: body }).json());
}

/** PATCH /api/v1/open-graphs/{id} with the changed fields (`update` / `deleted` flags; PRO). */
export async function updateOpenGraph(id: number, body: UpdateOpenGraphBody): Promise<OpenGraph> {
  return parseResponse(OpenGraph, await api.patch(`open-graphs/${id}`, { json: body }).json());
}

/** GET /api/v1/open-graphs/tags?source=: the preview tags of a page (the editor's "fetch from source"). */
export async function getOpenGraphTags(source: string): Promise<OpenGraphTags> {
  return parseResponse(OpenGraphTags, await api.get('open-graphs/tags', { searchParams: { source } }).json());
}
