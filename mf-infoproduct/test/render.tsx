import { createQueryClient, Toaster, UiProvider } from '@atalho/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

export function renderPage(page: ReactElement, path = '/') {
  return render(
    <UiProvider queryClient={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      <Toaster />
    </UiProvider>,
  );
}
