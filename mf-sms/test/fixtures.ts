import { parseResponse } from '@atalho/sdk';
import { Contact, ContactPage, Shooting, ShootingPage, SmsConfig } from '@atalho/sdk/sms';
import { pageOf } from '@atalho/sdk/testing';
import { vi } from 'vitest';

/** A contact as the API answers it, checked against the contract's own schema. */
export function contactFixture(overrides: Partial<Contact> = {}): Contact {
  const id = overrides.id ?? 1;
  return parseResponse(Contact, {
    id,
    number: `55119876543${String(id).padStart(2, '0')}`,
    status: 'SAVED',
    code: `Code${String(id).padStart(4, '0')}`,
    tags: 'cliente,vip',
    segments: [{ id: 4, name: 'Recife' }],
    properties: [{ name: 'nome', value: 'Ana' }],
    dateCreate: '2026-11-20T10:00:00Z',
    dateUpdate: '2026-11-21T10:00:00Z',
    ...overrides,
  });
}

export const smsConfigFixture = parseResponse(SmsConfig, {
  id: 2,
  business: 'DOCES DA ANA',
  buyAutomatically: false,
  creditsToBuy: 0,
  canSend: true,
  dateCreate: '2026-11-20T10:00:00Z',
  dateUpdate: '2026-11-20T10:00:00Z',
});

export const contactsPage = (contacts: Contact[], options: Parameters<typeof pageOf>[1] = {}) =>
  parseResponse(ContactPage, pageOf(contacts, options));

type Answer = object | ((request: Request, url: URL) => unknown);

/**
 * Stubs `fetch` with answers by "METHOD /path" (no query). A function answer gets the request and its URL and
 * returns a body or a `Response`. Unknown routes answer 404. Returns the requests made.
 */
export function mockApi(routes: Record<string, Answer>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    const url = new URL(request.url, 'http://localhost');
    const answer = routes[`${request.method} ${url.pathname}`];
    if (answer === undefined) return Response.json({ messages: ['not.found'] }, { status: 404 });
    const body = typeof answer === 'function' ? await answer(request, url) : answer;
    if (body instanceof Response) return body;
    return body === undefined ? new Response(null, { status: 204 }) : Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** The query of the requests to `path`, in order. */
export const queriesOf = (requests: Request[], path: string) =>
  requests
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

/** A campaign as the API answers it, checked against the contract's own schema. */
export function shootingFixture(overrides: Partial<Shooting> = {}): Shooting {
  return parseResponse(Shooting, {
    id: 1,
    title: 'Promoção de Natal',
    description: 'Para os clientes da loja',
    tags: 'natal||promo',
    type: 'SIMPLE',
    template: 'Bolos com 20% off nesta semana',
    variables: [],
    shortenUrls: true,
    scheduled: false,
    dateTimeScheduled: null,
    date: null,
    time: null,
    timeZone: 'America/Sao_Paulo',
    dateTimeSend: null,
    status: 'SAVED',
    failureReason: null,
    processing: 0,
    submissions: 0,
    failed: 0,
    recipients: 3,
    largeMessages: 0,
    costEffective: 0,
    dateCreate: '2026-11-20T10:00:00Z',
    dateUpdate: '2026-11-21T10:00:00Z',
    smsShootingHasOnlineAddresses: [],
    ...overrides,
  });
}

export const shootingsPage = (shootings: Shooting[], options: Parameters<typeof pageOf>[1] = {}) =>
  parseResponse(ShootingPage, pageOf(shootings, options));
