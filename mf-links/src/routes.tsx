import type { PageRoute } from '@atalho/ui';
import { ApiReferencePage } from './pages/ApiReferencePage';
import { LinksPage } from './pages/LinksPage';
import { LoadingScreenConfigPage } from './pages/LoadingScreenConfigPage';
import { WhatsNewPage } from './pages/WhatsNewPage';

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
  { path: '/whats-new', title: 'Novidades', element: <WhatsNewPage /> },
];
