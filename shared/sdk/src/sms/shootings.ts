/**
 * SMS campaigns ("shootings"): `/api/v1/sms-shootings` (list, one, save, send, delete), their recipients
 * (`/sms-shootings-has-contacts`), short links (`/sms-shootings-has-online-addresses`) and the contacts'
 * accesses through them (`/contacts-access-address`).
 */
import {
  type ContactAccessesQuery,
  ContactAccessPage,
  Shooting,
  type ShootingBody,
  ShootingLinkPage,
  type ShootingLinksQuery,
  ShootingPage,
  ShootingRecipientPage,
  type ShootingRecipientsQuery,
  type ShootingsQuery,
} from '@atalho/sdk/schemas/sms';
import { api, parseResponse, type QueryInput } from '../client';

export type ShootingsListQuery = QueryInput<ShootingsQuery>;
export type ShootingRecipientsListQuery = QueryInput<ShootingRecipientsQuery>;
export type ShootingLinksListQuery = QueryInput<ShootingLinksQuery>;
export type ContactAccessesListQuery = QueryInput<ContactAccessesQuery>;

/**
 * Query keys of the campaigns; a save, send or delete invalidates `shootingKeys.all` (a save also changes
 * recipients and links).
 */
export const shootingKeys = {
  all: ['sms', 'shootings'],
  list: (query: ShootingsListQuery) => [...shootingKeys.all, 'list', query],
  one: (id: number) => [...shootingKeys.all, 'one', id],
  recipients: (query: ShootingRecipientsListQuery) => [...shootingKeys.all, 'recipients', query],
  links: (query: ShootingLinksListQuery) => [...shootingKeys.all, 'links', query],
  accesses: (query: ContactAccessesListQuery) => [...shootingKeys.all, 'accesses', query],
} as const;

/** GET /api/v1/sms-shootings: newest first, optionally by status (comma list). */
export async function listShootings(query: ShootingsListQuery): Promise<ShootingPage> {
  return parseResponse(ShootingPage, await api.get('sms-shootings', { searchParams: query }).json());
}

export async function getShooting(id: number): Promise<Shooting> {
  return parseResponse(Shooting, await api.get(`sms-shootings/${id}`).json());
}

/** POST /api/v1/sms-shootings: creates (no `id`) or replaces; a filter may add 100,000s of recipients. */
export async function saveShooting(body: ShootingBody): Promise<Shooting> {
  return parseResponse(Shooting, await api.post('sms-shootings', { json: body, timeout: false }).json());
}

/** POST /api/v1/sms-shootings/send: debits recipients × R$ 0,30 and starts sending (PRO). */
export async function sendShooting(id: number): Promise<Shooting> {
  return parseResponse(
    Shooting,
    await api.post('sms-shootings/send', { json: { id }, timeout: false }).json(),
  );
}

export async function deleteShooting(id: number): Promise<void> {
  await api.delete(`sms-shootings/${id}`);
}

/** GET /api/v1/sms-shootings-has-contacts: a shooting's recipients, largest messages first. */
export async function listShootingRecipients(
  query: ShootingRecipientsListQuery,
): Promise<ShootingRecipientPage> {
  return parseResponse(
    ShootingRecipientPage,
    await api.get('sms-shootings-has-contacts', { searchParams: query }).json(),
  );
}

/** GET /api/v1/sms-shootings-has-online-addresses: a shooting's short links with views. */
export async function listShootingLinks(query: ShootingLinksListQuery): Promise<ShootingLinkPage> {
  return parseResponse(
    ShootingLinkPage,
    await api.get('sms-shootings-has-online-addresses', { searchParams: query }).json(),
  );
}

/** GET /api/v1/contacts-access-address: the accesses of a shooting's contacts to its links. */
export async function listContactAccesses(query: ContactAccessesListQuery): Promise<ContactAccessPage> {
  return parseResponse(
    ContactAccessPage,
    await api.get('contacts-access-address', { searchParams: query }).json(),
  );
}
