import { HTTPError } from 'ky';
import { api } from './client';
import type { Config, ConfigBody } from './schemas/configs';

async function orNullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

/** GET /api/v1/configs/auth — the signed-in user's loading-screen config, null when none exists. */
export function getMyConfig(): Promise<Config | null> {
  return orNullOn404(api.get('configs/auth').json<Config>());
}

/** GET /api/v1/configs/online-addresses/{id} — the config that applies to one of the user's links. */
export function getLinkConfig(onlineAddressId: number): Promise<Config | null> {
  return orNullOn404(api.get(`configs/online-addresses/${onlineAddressId}`).json<Config>());
}

/** POST /api/v1/configs — create (or replace) the user's config. */
export function createConfig(body: ConfigBody): Promise<Config> {
  return api.post('configs', { json: body }).json<Config>();
}

/** PATCH /api/v1/configs — change only the fields sent. */
export function updateConfig(body: ConfigBody): Promise<Config> {
  return api.patch('configs', { json: body }).json<Config>();
}
