import type { PageRoute } from '@atalho/ui';
import { AnalyticsPage } from './pages/AnalyticsPage';

/** The analytics area's pages. */
export const routes: PageRoute[] = [
  { path: '/painel/analytics', title: 'Métricas', element: <AnalyticsPage /> },
];
