import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { wireApiMessages } from './feedback/api-messages';
import { routes } from './routes';

/** Mounts the panel and public pages (router, Chakra, snackbar wiring). */
export function mountApp(container: HTMLElement): void {
  wireApiMessages();
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>,
  );
}
