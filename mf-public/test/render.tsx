import { createQueryClient, UiProvider } from '@atalho/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Renders a page inside Chakra and a router; other paths render their pathname + search. */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <UiProvider queryClient={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
