import { createQueryClient, Toaster, UiProvider } from '@atalho/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

/** Where the router is, for tests that check the address a page wrote. */
export const location = { current: '' };

function LocationProbe() {
  const here = useLocation();
  location.current = `${here.pathname}${here.search}`;
  return null;
}

export function renderPage(page: ReactElement, path = '/') {
  return render(
    <UiProvider queryClient={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[path]}>
        {page}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </UiProvider>,
  );
}
