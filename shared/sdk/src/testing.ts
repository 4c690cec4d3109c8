import type { OnlineAddress, Page } from './schemas';

/**
 * Fixtures of the API's answers for the tests of every workspace (`@atalho/sdk/testing`), kept beside the
 * types they build so a change of one changes them all. Not for application code.
 */

/** Page `number` (0-based) of a paged answer holding `content`; `totalElements` defaults to the content's. */
export function pageOf<T>(
  content: T[],
  {
    size = 10,
    number = 0,
    totalElements = content.length,
  }: Partial<Pick<Page<T>, 'size' | 'number' | 'totalElements'>> = {},
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number,
    size,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  };
}

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
