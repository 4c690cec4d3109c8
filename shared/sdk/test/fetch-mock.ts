import { afterEach, beforeEach, vi } from 'vitest';
import { configureApi } from '../src/client';

/** The global fetch every SDK call goes through, replaced per test file by `useFetchMock()`. */
export const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function lastRequest(): Request {
  const request = fetchMock.mock.calls.at(-1)?.[0];
  if (!request) throw new Error('no request made');
  return request;
}

/** Stubs fetch with `fetchMock` around each test and resets the client to its default base URL. */
export function useFetchMock(): void {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApi({});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
