import type { OnlineAddress } from '@atalho/sdk/schemas';

/** A link as the API answers it (spec 001 §3 "Online address"); override what the test is about. */
export function linkFixture(overrides: Partial<OnlineAddress> = {}): OnlineAddress {
  return {
    id: 1,
    code: 'abc123',
    url: 'https://example.com/a-long-page',
    type: 'STANDARD',
    user: { id: 7 },
    openGraph: null,
    tags: null,
    active: true,
    error: false,
    lastCheck: null,
    verificationStatus: 0,
    dateCreate: '2026-11-20T10:00:00Z',
    clicks: 0,
    biography: null,
    ...overrides,
  };
}

/** A page of the API's paged answers holding `content`. */
export function pageOf(content: unknown[], size = 10) {
  return {
    content,
    totalElements: content.length,
    totalPages: content.length === 0 ? 0 : 1,
    number: 0,
    size,
    first: true,
    last: true,
    empty: content.length === 0,
  };
}
