import type { SeededQuery } from '@atalho/sdk/server-page';
import { MutationCache, QueryClient, type QueryClientConfig, type QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { invalidates: [linkKeys.all] }` on a mutation: the keys its success makes stale. */
    mutationMeta: { invalidates?: readonly QueryKey[] };
  }
}

/** The HTTP status of a failed SDK call (ky's HTTPError carries the response), if it got one. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  return error.response instanceof Response ? error.response.status : undefined;
}

/** Network failures and 5xx answers are tried twice more; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return failureCount < 2 && (status === undefined || status >= 500);
}

/**
 * A query client with Atalho's defaults: data stays fresh for 30 s (a page and the next one share it), and
 * every mutation invalidates the keys named in its `meta.invalidates` once it succeeds, so a write cannot
 * forget the lists it changes. Tests pass `{ retry: false }`.
 */
export function createQueryClient(queries: NonNullable<QueryClientConfig['defaultOptions']>['queries'] = {}) {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry, ...queries } },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all(
          (mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })),
        ),
    }),
  });
  return client;
}

/** The page's one query client (@atalho/ui is a federation singleton, so every remote shares this cache). */
export const queryClient = createQueryClient();

function isSeededQuery(value: unknown): value is SeededQuery {
  return Array.isArray(value) && value.length === 2 && Array.isArray(value[0]);
}

/**
 * Puts the queries a page was drawn from by the server (decision 038, the page's embedded data) in the cache,
 * unless they are there already, so the app's first render is the page the server sent. Anything else in
 * `embedded` is ignored.
 */
export function seedQueries(client: QueryClient, embedded: unknown): void {
  if (typeof embedded !== 'object' || embedded === null) return;
  const { queries } = embedded as { queries?: unknown };
  if (!Array.isArray(queries)) return;
  for (const query of queries) {
    if (isSeededQuery(query) && client.getQueryData(query[0]) === undefined)
      client.setQueryData(query[0], query[1]);
  }
}
