import { HTTPError } from 'ky';
import { api } from './client';
import type { CreateOnlineAddressBody, OnlineAddress, OnlineAddressView } from './schemas/online-addresses';

/** POST /api/v1/online-addresses — anonymous visitors get a link with `user: null`. */
export function createOnlineAddress(body: CreateOnlineAddressBody): Promise<OnlineAddress> {
  return api.post('online-addresses', { json: body }).json<OnlineAddress>();
}

/** GET /api/v1/online-addresses/code/{code}?view=true — null when the code is unknown (404). */
export async function getOnlineAddressView(code: string): Promise<OnlineAddressView | null> {
  try {
    return await api
      .get(`online-addresses/code/${encodeURIComponent(code)}`, { searchParams: { view: 'true' } })
      .json<OnlineAddressView>();
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

export interface ContactAccessInput {
  contactCode: string;
  onlineAddressCode: string;
}

/** POST /api/v1/contacts-access-address — a campaign contact opened one of the campaign's links. */
export async function registerContactAccess(input: ContactAccessInput): Promise<void> {
  await api.post('contacts-access-address', {
    json: {
      smsShootingHasContact: { contact: { code: input.contactCode } },
      smsShootingHasOnlineAddress: { onlineAddress: { code: input.onlineAddressCode } },
    },
    keepalive: true,
  });
}
