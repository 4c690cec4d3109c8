import { vi } from 'vitest';

type Answer = unknown | ((request: Request) => Response | Promise<Response>);

/**
 * Stubs `fetch` with answers by "METHOD path" (path without /api/v1 and query), e.g.
 * `{ 'GET subscriptions-plans': page, 'POST subscriptions': (req) => Response.json(…, { status: 402 }) }`.
 * Unknown routes answer 404. Returns the mock to inspect the requests.
 */
export function mockApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
    const answer = routes[`${request.method} ${path}`];
    if (answer === undefined) return Response.json({ messages: ['not.found'] }, { status: 404 });
    return typeof answer === 'function' ? answer(request) : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests the mock saw, as "METHOD path". */
export function calls(fetchMock: ReturnType<typeof mockApi>): Request[] {
  return fetchMock.mock.calls.map(([input, init]) =>
    input instanceof Request ? input : new Request(String(input), init),
  );
}

export const signedInUser = (plans: { id: number; name: string; free: boolean }[] = []) => ({
  id: 1,
  name: 'Ana',
  email: 'ana@example.com',
  picture: null,
  config: null,
  userHasSubscriptionPlans: plans.map((subscriptionPlan, index) => ({ id: index + 1, subscriptionPlan })),
  features: [],
  bellowShorterProUser: true,
  shorterProUserOrBetter: false,
});
