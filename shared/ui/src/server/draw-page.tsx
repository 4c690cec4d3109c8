import type { SeededQuery, ServerPageResult } from '@atalho/sdk/server-page';
import { pageTitle } from '@atalho/ui/document-title';
import { createQueryClient, seedQueries } from '@atalho/ui/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * `@atalho/ui/server-page`: draws a public page on the server (decision 038) from the queries it reads, with
 * the same components the app renders, in a query client of its own that holds those queries. Only a remote's
 * `src/server/pages.tsx` imports it: it carries React's server renderer, which no page downloads.
 */
export function drawServerPage(
  name: string,
  queries: readonly SeededQuery[],
  page: ReactNode,
): ServerPageResult {
  const client = createQueryClient({ retry: false });
  seedQueries(client, { queries });
  const body = renderToStaticMarkup(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
  client.clear();
  return { title: pageTitle(name), body, queries };
}
