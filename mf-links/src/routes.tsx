import type { PageRoute } from '@atalho/ui';
import { lazy } from 'react';
import { LinksPage } from './pages/LinksPage';

// The links screen is where the panel opens; the other pages load when visited (the shell's skeleton shows
// meanwhile), so the panel's first load does not carry them.
const ApiReferencePage = lazy(async () => ({
  default: (await import('./pages/ApiReferencePage')).ApiReferencePage,
}));
const LoadingScreenConfigPage = lazy(async () => ({
  default: (await import('./pages/LoadingScreenConfigPage')).LoadingScreenConfigPage,
}));
const WhatsNewPage = lazy(async () => ({ default: (await import('./pages/WhatsNewPage')).WhatsNewPage }));
const PublicWhatsNewPage = lazy(async () => ({
  default: (await import('./pages/WhatsNewPage')).PublicWhatsNewPage,
}));

/** The links area's pages. */
export const routes: PageRoute[] = [
  { path: '/painel/links/shortened/:id?', title: 'Meus links', element: <LinksPage /> },
  { path: '/painel/api-reference', title: 'Acesso à API', element: <ApiReferencePage /> },
  {
    path: '/painel/configs/loading-screen',
    title: 'Tela de carregamento',
    element: <LoadingScreenConfigPage />,
  },
  { path: '/painel/whats-new', title: 'Novidades', element: <WhatsNewPage /> },
  { path: '/whats-new', title: 'Novidades', element: <PublicWhatsNewPage /> },
];
