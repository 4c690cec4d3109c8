import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as pageQueryClient } from '../queries/query-client';
import { system } from './system';

export interface UiProviderProps {
  children: ReactNode;
  /** The page's client unless given (tests give a fresh one each). */
  queryClient?: QueryClient;
}

/** Chakra with Atalho's system and the page's TanStack Query client: what every panel and public page runs in. */
export function UiProvider({ children, queryClient = pageQueryClient }: UiProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </QueryClientProvider>
  );
}
