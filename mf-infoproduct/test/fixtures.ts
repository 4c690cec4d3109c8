import {
  Infoproduct,
  InfoproductPage,
  infoproductStyleDefaults,
  Lead,
  LeadPage,
} from '@atalho/sdk/infoproducts';
import { Config } from '@atalho/sdk/schemas';
import { pageOf } from '@atalho/sdk/testing';
import * as v from 'valibot';
import { vi } from 'vitest';

/** An info product as the API answers it, checked against the contract's own schema. */
export function infoproductFixture(overrides: Partial<Infoproduct> = {}): Infoproduct {
  const id = overrides.id ?? 1;
  return v.parse(Infoproduct, {
    id,
    type: 'E_BOOK',
    pageType: 'LEEDS',
    action: 'DOWNLOAD',
    resource: { id: 90 + id, src: `https://files.example/ebook-${id}.pdf`, deleted: false },
    brandImage: null,
    productImage: null,
    title: `E-book ${id}`,
    subtitle: 'Receitas fáceis',
    shortDescription: 'Cinquenta doces para vender no fim de semana.',
    itensTitle: 'Você vai aprender',
    itens: [{ id: 10 + id, value: 'Brigadeiro', deleted: false }],
    description: 'Tudo o que você precisa para começar.',
    style: infoproductStyleDefaults,
    formFields: [],
    footer: null,
    onlineAddress: {
      id: 500 + id,
      code: `ebook-${'abcdefghij'[id % 10]}`,
      url: `https://atalho.example/ebook-${'abcdefghij'[id % 10]}`,
      active: true,
      type: 'INFOPRODUCT',
      clicks: 12,
    },
    user: { id: 7 },
    leads: 3,
    dateCreate: '2026-11-20T10:00:00Z',
    dateUpdate: '2026-11-21T10:00:00Z',
    ...overrides,
  });
}

export function leadFixture(overrides: Partial<Lead> = {}): Lead {
  const id = overrides.id ?? 1;
  return v.parse(Lead, {
    id,
    email: `leitor${id}@example.com`,
    masked: false,
    answers: [{ id: 100 + id, field: { id: 3, name: 'Cidade' }, value: 'Recife' }],
    consent: { at: '2026-11-22T09:00:00Z', ip: '203.0.113.9', userAgent: 'Firefox', text: 'Ao enviar…' },
    dateCreate: '2026-11-22T09:00:00Z',
    dateUpdate: '2026-11-22T09:00:00Z',
    ...overrides,
  });
}

/** The user's page (loading-screen) config, as GET /configs/auth answers it when there is one. */
export const configFixture = v.parse(Config, {
  id: 3,
  picture: null,
  siteName: 'Ana Doces',
  loaderTime: 2,
  bannerImage: null,
  bannerLink: null,
  googleAnalyticsId: null,
  domain: null,
  subdomain: null,
});

export const itemsPage = (items: Infoproduct[], options: Parameters<typeof pageOf>[1] = {}) =>
  v.parse(InfoproductPage, pageOf(items, options));

export const leadsPage = (leads: Lead[], options: Parameters<typeof pageOf>[1] = {}) =>
  v.parse(LeadPage, pageOf(leads, options));

type Answer = object | ((request: Request, url: URL) => unknown);

/**
 * Stubs `fetch` with answers by "METHOD /path" (no query). A function answer gets the request and its URL and
 * returns a body or a `Response`. Unknown routes answer 404. Returns the mock, whose requests `requests()` lists.
 */
export function mockApi(routes: Record<string, Answer>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
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
