// A light public page (decisions 022 and 038): React and plain CSS, no Chakra UI, no @atalho/ui root, no router.
import type { LightPageProps } from '@atalho/sdk/server-page';
import { queryClient, seedQueries } from '@atalho/ui/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { PrivacyPolicyPage } from '../pages/privacy/PrivacyPolicyPage';

/** Starts from the documents the server drew the page with, so its first render is that page. */
export default function LightPrivacyPolicyPage({ embedded }: LightPageProps) {
  useState(() => seedQueries(queryClient, embedded));
  return (
    <QueryClientProvider client={queryClient}>
      <PrivacyPolicyPage />
    </QueryClientProvider>
  );
}
