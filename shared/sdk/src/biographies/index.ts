/**
 * The bio area (`/api/v1/biographies`): the owner's bio page, its sections and social links. The username
 * is the code of the bio's own link, so its check is the links area's code availability.
 */
import {
  type BiographiesQuery,
  Biography,
  type BiographyBody,
  BiographyPage,
  type BiographyPatchBody,
  type CodeAvailability,
} from '@atalho/sdk/schemas';
import { api, parseResponse, type QueryInput } from '../client';
import { checkLinkCode } from '../links';

export type BiographiesListQuery = QueryInput<BiographiesQuery>;

/** Query keys of the biographies resource; a save invalidates `biographyKeys.all`. */
export const biographyKeys = {
  all: ['biographies'],
  list: (query: BiographiesListQuery) => [...biographyKeys.all, 'list', query],
  detail: (id: number) => [...biographyKeys.all, 'detail', id],
} as const;

/** GET /api/v1/biographies: the signed-in user's bios (one) with the embeds asked for. */
export async function listBiographies(query: BiographiesListQuery): Promise<BiographyPage> {
  return parseResponse(BiographyPage, await api.get('biographies', { searchParams: query }).json());
}

/** GET /api/v1/biographies/{id}: one of the signed-in user's bios, sections and social links included. */
export async function getBiography(id: number): Promise<Biography> {
  return parseResponse(Biography, await api.get(`biographies/${id}`).json());
}

/** POST /api/v1/biographies: the whole bio, created (no `id`) or replaced (its `id`); answers it saved. */
export async function saveBiography(body: BiographyBody): Promise<Biography> {
  return parseResponse(Biography, await api.post('biographies', { json: body }).json());
}

/** PATCH /api/v1/biographies/{id}: the bio's own fields only (not its sections or social links). */
export async function patchBiography(id: number, body: BiographyPatchBody): Promise<Biography> {
  return parseResponse(Biography, await api.patch(`biographies/${id}`, { json: body }).json());
}

/**
 * Whether `username` may be the bio's: free, or already the code of the bio's own link (`bioLinkId`, the
 * bio's `onlineAddress.id`; left out for a bio not saved yet).
 */
export function checkBioUsername(username: string, bioLinkId?: number): Promise<CodeAvailability> {
  return checkLinkCode(username, bioLinkId);
}
