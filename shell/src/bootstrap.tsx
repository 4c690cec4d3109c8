import { UiProvider } from '@atalho/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { wireApiMessages } from './feedback/api-messages';
import { routes } from './routes';

/** Mounts the panel and public pages (router, Chakra and the query client, snackbar wiring). */
export function mountApp(container: HTMLElement): void {
  wireApiMessages();
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </StrictMode>,
  );
}
