import type { PageRoute } from '@atalho/ui';
import { PlansPage } from './pages/PlansPage';
import { SubscriptionsPage } from './pages/SubscriptionsPage';

/** The billing area's pages (the plans dialog is exposed alone: the shell opens it over any page). */
export const routes: PageRoute[] = [
  { path: '/plans', title: 'Planos e preços', element: <PlansPage /> },
  { path: '/painel/subscriptions', title: 'Assinaturas', element: <SubscriptionsPage /> },
];
