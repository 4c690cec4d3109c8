import type { PageRoute } from '@atalho/ui';
import { InfoproductPage } from './pages/InfoproductPage';

/** The info-product area's panel pages (the public page is a visitor view, reached through `/{code}`). */
export const routes: PageRoute[] = [
  { path: '/painel/nfoproduct', title: 'Infoprodutos', element: <InfoproductPage /> },
];
