import type { LightPageProps } from '@atalho/sdk/server-page';
import { queryClient, seedQueries } from '@atalho/ui/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { PlansPage } from '../pages/PlansPage';

/**
 * /plans as the shell's light page (decision 024): the page's one query client, without the app around it.
 * It starts from the catalogue the server drew the page with (decision 038), so its first render is that page.
 */
export default function LightPlansPage({ embedded }: LightPageProps) {
  useState(() => seedQueries(queryClient, embedded));
  return (
    <QueryClientProvider client={queryClient}>
      <PlansPage light />
    </QueryClientProvider>
  );
}
