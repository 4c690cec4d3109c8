import { createQueryClient, UiProvider } from '@atalho/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

export function renderPage(page: ReactElement, path = '/') {
  return render(
    <UiProvider queryClient={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </UiProvider>,
  );
}

/** A light page (decision 024) as the shell mounts it: at `path`, with a query client and nothing else. */
export function renderLight(page: ReactElement, path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>{page}</QueryClientProvider>,
  );
}
