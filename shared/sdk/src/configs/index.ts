import { Config, type ConfigBody } from '@atalho/sdk/schemas';
import type { ResponsePromise } from 'ky';
import { api, orNullOn404, parseResponse } from '../client';

/** Query keys of the loading-screen configs; a save invalidates `configKeys.all`. */
export const configKeys = {
  all: ['configs'],
  mine: () => [...configKeys.all, 'mine'],
  ofLink: (linkId: number) => [...configKeys.all, 'link', linkId],
} as const;

/** 204 when no config is saved yet (404 from a server before that answer, or for a link not the user's). */
async function configOrNull(request: ResponsePromise): Promise<Config | null> {
  const response = await request;
  return response.status === 204 ? null : parseResponse(Config, await response.json());
}

/** GET /api/v1/configs/auth: the signed-in user's loading-screen config, null when none exists. */
export async function getMyConfig(): Promise<Config | null> {
  return orNullOn404(configOrNull(api.get('configs/auth')));
}

/** GET /api/v1/configs/online-addresses/{id}: the config that applies to one of the user's links. */
export async function getLinkConfig(linkId: number): Promise<Config | null> {
  return orNullOn404(configOrNull(api.get(`configs/online-addresses/${linkId}`)));
}

/** POST /api/v1/configs: create (or replace) the user's config. */
export async function createConfig(body: ConfigBody): Promise<Config> {
  return parseResponse(Config, await api.post('configs', { json: body }).json());
}

/** PATCH /api/v1/configs: change only the fields sent. */
export async function updateConfig(body: ConfigBody): Promise<Config> {
  return parseResponse(Config, await api.patch('configs', { json: body }).json());
}
