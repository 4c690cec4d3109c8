import {
  Biography,
  BiographyPage,
  type BioSection,
  type BioSocialLink,
  bioTemplates,
  CodeAvailability,
} from '@atalho/sdk/schemas';
import { pageOf } from '@atalho/sdk/testing';
import * as v from 'valibot';
import { vi } from 'vitest';

const link = (id: number, code: string, url: string) => ({
  id,
  code,
  url,
  tags: null,
  active: true,
  type: 'BIO',
  error: false,
  lastCheck: null,
  clicks: 0,
});

/** A section as the API answers it. */
export function sectionFixture(overrides: Partial<BioSection> = {}): BioSection {
  const id = overrides.id ?? 11;
  return {
    id,
    type: 'SAMPLE_LINK',
    order: 0,
    deleted: false,
    title: `Seção ${id}`,
    description: null,
    icon: null,
    aspectRatio: null,
    image: null,
    onlineAddress: link(100 + id, `s${id}`, 'https://loja.example.com'),
    whatsapp: null,
    instagram: null,
    ...overrides,
  };
}

export function socialFixture(overrides: Partial<BioSocialLink> = {}): BioSocialLink {
  const id = overrides.id ?? 21;
  return {
    id,
    title: 'Instagram',
    order: 0,
    deleted: false,
    onlineAddress: link(200 + id, `r${id}`, 'https://www.instagram.com/ana'),
    ...overrides,
  };
}

/** A bio as the API answers it, checked against the contract's own schema. */
export function bioFixture(overrides: Partial<Biography> = {}): Biography {
  return v.parse(Biography, {
    id: 3,
    name: 'Ana Doces',
    description: 'Doces por encomenda',
    onlineAddress: {
      id: 50,
      code: 'anadoces',
      url: 'https://atalho.example/anadoces',
      tags: null,
      active: true,
      type: 'BIO',
      user: { id: 7 },
    },
    cover: null,
    picture: null,
    ...bioTemplates[0]?.appearance,
    biographyHasOnlineAddresses: [sectionFixture()],
    socialLinks: [],
    dateCreate: '2026-11-20T10:00:00Z',
    dateUpdate: '2026-11-20T10:00:00Z',
    ...overrides,
  });
}

export const bioPage = (bios: Biography[]) => v.parse(BiographyPage, pageOf(bios, { size: 100 }));

export const availability = (code: string, available: boolean) =>
  v.parse(CodeAvailability, { code, available, reason: available ? null : 'codeAlreadyInUse' });

type Handler = (request: Request, url: URL) => unknown | Promise<unknown>;

/**
 * Mocks the API at the fetch level: `routes` maps "METHOD /path" to the answer's body (a function gets the
 * request). Returns the mock, whose calls are `Request`s.
 */
export function mockApi(routes: Record<string, Handler | object>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`];
    if (route === undefined) return Response.json({ messages: ['not.found'] }, { status: 404 });
    const body = typeof route === 'function' ? await (route as Handler)(request, url) : route;
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
