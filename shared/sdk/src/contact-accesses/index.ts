import { api } from '../client';
import type { ContactAccessBody } from '../schemas/sms';

/**
 * POST /api/v1/contacts-access-address: a campaign contact opened a link (`/{code}/{contactCode}`). 204 with
 * nothing to read, so no schema is loaded: the redirect screen carries this and stays light. `keepalive` lets
 * it finish while the screen navigates away.
 */
export async function registerContactAccess(body: ContactAccessBody): Promise<void> {
  await api.post('contacts-access-address', { json: body, keepalive: true });
}
