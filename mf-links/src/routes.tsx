import type { PageRoute } from '@atalho/ui';
import { lazy } from 'react';
import { LinksPage } from './pages/LinksPage';
import { LOADING_SCREEN_PATH } from './paths';

// The links screen is where the panel opens; the other pages load when visited (the shell's skeleton shows
// meanwhile), so the panel's first load does not carry them.
const ApiReferencePage = lazy(async () => ({
  default: (await import('./pages/ApiReferencePage')).ApiReferencePage,
}));
const LoadingScreenConfigPage = lazy(async () => ({
  default: (await import('./pages/LoadingScreenConfigPage')).LoadingScreenConfigPage,
}));
const WhatsNewPage = lazy(async () => ({ default: (await import('./pages/WhatsNewPage')).WhatsNewPage }));
const AccountPage = lazy(async () => ({ default: (await import('./pages/AccountPage')).AccountPage }));
// The visitor's /whats-new is a light page (decision 038); the shell mounts it without the app, this route only
// serves a navigation inside the app.
const PublicWhatsNewPage = lazy(async () => ({
  default: (await import('./whats-new/PublicWhatsNewPage')).PublicWhatsNewPage,
}));

/** The links area's pages. */
export const routes: PageRoute[] = [
  { path: '/painel/links/shortened/:id?', title: 'Meus links', element: <LinksPage /> },
  { path: '/painel/api-reference', title: 'Acesso à API', element: <ApiReferencePage /> },
  {
    path: LOADING_SCREEN_PATH,
    title: 'Tela de carregamento',
    element: <LoadingScreenConfigPage />,
  },
  // "Minha conta" in the profile menu: a copy of the user's data and the account's deletion (decision 037).
  { path: '/painel/configs/account', title: 'Minha conta', element: <AccountPage /> },
  { path: '/painel/whats-new', title: 'Novidades', element: <WhatsNewPage /> },
  { path: '/whats-new', title: 'Novidades', element: <PublicWhatsNewPage /> },
];
