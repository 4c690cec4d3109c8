import { UiProvider } from '@atalho/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { wireApiMessages } from './feedback/api-messages';
import { routes } from './routes';

// The declarative router: no page uses loaders, actions or fetchers, and the data router's code would be in
// every panel page's download (the shared react-router is tree-shaken to what the repository imports).
function AppRoutes() {
  return useRoutes(routes);
}

/** Mounts the panel and public pages (router, Chakra and the query client, snackbar wiring). */
export function mountApp(container: HTMLElement): void {
  wireApiMessages();
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </StrictMode>,
  );
}
