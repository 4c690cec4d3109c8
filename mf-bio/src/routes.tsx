import type { PageRoute } from '@atalho/ui';
import { BioEditorPage } from './pages/BioEditorPage';

/** The bio area's panel pages (the public bio is a visitor view, reached through `/{code}`). */
export const routes: PageRoute[] = [
  { path: '/painel/links/page-bio', title: 'Página bio', element: <BioEditorPage /> },
];
