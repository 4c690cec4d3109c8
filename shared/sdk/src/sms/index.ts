/**
 * The SMS area, part 1: the business name (`/api/v1/sms-configs`), contacts with their segments, tags and
 * properties (`/api/v1/contacts`, `/api/v1/segments`) and consent (opt-in requests, the public opt-in and
 * opt-out by code, the consent record).
 *
 * Imported as `@atalho/sdk/sms` (not from `@atalho/sdk`, which every panel page loads): the area's client and
 * its whole contract, re-exported here.
 */
import {
  ConsentRecordPage,
  Contact,
  type ContactBody,
  ContactPage,
  type ContactPropertiesQuery,
  type ContactsBody,
  type ContactsQuery,
  ContactsSaved,
  type ContactTagsQuery,
  OptInRequested,
  type OptPayload,
  OptResult,
  PropertyNamePage,
  SegmentPage,
  type SegmentsQuery,
  SmsConfig,
  type SmsConfigBody,
  SmsOptInConfig,
  TagPage,
} from '@atalho/sdk/schemas/sms';
import { api, orNullOn404, parseResponse, type QueryInput, silent } from '../client';

export * from '../schemas/sms';

export type ContactsListQuery = QueryInput<ContactsQuery>;

/** Query keys of the SMS resources; a contact save or consent change invalidates `smsKeys.contacts`. */
export const smsKeys = {
  all: ['sms'],
  config: ['sms', 'config'],
  contacts: ['sms', 'contacts'],
  contactList: (query: ContactsListQuery) => [...smsKeys.contacts, 'list', query],
  contact: (id: number) => [...smsKeys.contacts, 'one', id],
  consents: (id: number, page: number) => [...smsKeys.contacts, 'consents', id, page],
  tags: (query: QueryInput<ContactTagsQuery>) => [...smsKeys.contacts, 'tags', query],
  properties: (query: QueryInput<ContactPropertiesQuery>) => [...smsKeys.contacts, 'properties', query],
  segments: (query: QueryInput<SegmentsQuery>) => [...smsKeys.contacts, 'segments', query],
  optInConfig: (code: string) => ['sms', 'opt-in', code],
} as const;

/** GET /api/v1/sms-configs/users: the signed-in user's config, or null before the business name is set. */
export async function getSmsConfig(): Promise<SmsConfig | null> {
  const body = await orNullOn404(api.get('sms-configs/users', silent).json());
  return body === null ? null : parseResponse(SmsConfig, body);
}

/** POST /api/v1/sms-configs: creates or replaces it; a changed business name needs `confirmBusinessChange`. */
export async function saveSmsConfig(body: SmsConfigBody): Promise<SmsConfig> {
  return parseResponse(SmsConfig, await api.post('sms-configs', { json: body }).json());
}

/** GET /api/v1/sms-configs/opt-in/{code} (public): the business behind an opt-in code. */
export async function getOptInConfig(code: string): Promise<SmsOptInConfig> {
  return parseResponse(
    SmsOptInConfig,
    await api.get(`sms-configs/opt-in/${encodeURIComponent(code)}`).json(),
  );
}

/** GET /api/v1/contacts with the spec's filters. */
export async function listContacts(query: ContactsListQuery): Promise<ContactPage> {
  return parseResponse(ContactPage, await api.get('contacts', { searchParams: query }).json());
}

export async function getContact(id: number): Promise<Contact> {
  return parseResponse(Contact, await api.get(`contacts/${id}`).json());
}

/** POST /api/v1/contacts: one contact, created (no `id`) or replaced. */
export async function saveContact(body: ContactBody): Promise<Contact> {
  return parseResponse(Contact, await api.post('contacts', { json: body }).json());
}

/** POST /api/v1/contacts/all: up to 1,000 contacts (a CSV import sends its lots through this). */
export async function saveContacts(body: ContactsBody): Promise<ContactsSaved> {
  return parseResponse(ContactsSaved, await api.post('contacts/all', { json: body, timeout: false }).json());
}

/** DELETE /api/v1/contacts/{id}: the contact and its consent record. */
export async function deleteContact(id: number): Promise<void> {
  await api.delete(`contacts/${id}`);
}

export async function listContactTags(query: QueryInput<ContactTagsQuery>): Promise<TagPage> {
  return parseResponse(TagPage, await api.get('contacts/tags', { searchParams: query }).json());
}

export async function listContactProperties(
  query: QueryInput<ContactPropertiesQuery>,
): Promise<PropertyNamePage> {
  return parseResponse(
    PropertyNamePage,
    await api.get('contacts/properties', { searchParams: query }).json(),
  );
}

export async function listSegments(query: QueryInput<SegmentsQuery>): Promise<SegmentPage> {
  return parseResponse(SegmentPage, await api.get('segments', { searchParams: query }).json());
}

/** PATCH /api/v1/contacts/{id}/opt-in-request: one contact, R$ 0,30 from the credits. */
export async function requestOptIn(id: number): Promise<Contact> {
  return parseResponse(Contact, await api.patch(`contacts/${id}/opt-in-request`).json());
}

/** PATCH /api/v1/contacts/opt-in-request: every SAVED contact; `count` is the number the owner confirmed. */
export async function requestOptInForAll(count: number): Promise<OptInRequested> {
  return parseResponse(
    OptInRequested,
    await api.patch('contacts/opt-in-request', { searchParams: { count }, timeout: false }).json(),
  );
}

/** PATCH /api/v1/contacts/opt-in (public): the contact confirms with the last four digits of the number. */
export async function optIn(body: OptPayload): Promise<OptResult> {
  return parseResponse(OptResult, await api.patch('contacts/opt-in', { json: body }).json());
}

/** PATCH /api/v1/contacts/opt-out (public). */
export async function optOut(body: OptPayload): Promise<OptResult> {
  return parseResponse(OptResult, await api.patch('contacts/opt-out', { json: body }).json());
}

/** GET /api/v1/contacts/{id}/consents: the contact's consent record, newest first. */
export async function listConsents(id: number, page = 0): Promise<ConsentRecordPage> {
  return parseResponse(
    ConsentRecordPage,
    await api.get(`contacts/${id}/consents`, { searchParams: { page, size: 100 } }).json(),
  );
}

/** The address of the consent record as CSV (a link the panel downloads with the session). */
export function consentsExportPath(id: number): string {
  return `contacts/${id}/consents/export`;
}

export * from './shootings';
