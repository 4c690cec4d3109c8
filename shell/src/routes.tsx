import { Navigate, type RouteObject } from 'react-router';
import { LoadingPage } from './auth/LoadingPage';
import { RequireAuth } from './auth/RequireAuth';
import { RemotePage } from './federation/RemotePage';
import { PanelLayout } from './panel/PanelLayout';
import { RootLayout } from './RootLayout';
import { HOME_TITLE, pageTitle } from './titles';

export interface RouteHandle {
  title: string;
}

const remote = (name: string, exposed: string, title: string, path: string): RouteObject => ({
  path,
  element: <RemotePage remote={name} exposed={exposed} />,
  handle: { title } satisfies RouteHandle,
});

/** Route table of the composition contract (docs/decisions/001-composition-contract.md). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...['/', '/conversion', '/g', '/f'].map((path) => remote('mf_public', 'HomePage', HOME_TITLE, path)),
      remote('mf_public', 'LandingPage', pageTitle('Ganhe com o Atalho'), '/lp'),
      remote('mf_public', 'PrivacyPolicyPage', pageTitle('Termos de uso e privacidade'), '/privacy-policy'),
      remote('mf_links', 'WhatsNewPage', pageTitle('Novidades'), '/whats-new'),
      remote('mf_billing', 'PlansPage', pageTitle('Planos e preços'), '/plans'),
      { path: '/loading', element: <LoadingPage />, handle: { title: pageTitle('Entrando') } },
      {
        path: '/painel',
        element: (
          <RequireAuth>
            <PanelLayout />
          </RequireAuth>
        ),
        handle: { title: pageTitle('Painel') },
        children: [
          { index: true, element: <Navigate to="/painel/links/shortened" replace /> },
          remote('mf_links', 'LinksPage', pageTitle('Meus links'), 'links/shortened'),
          remote('mf_links', 'LinksPage', pageTitle('Meus links'), 'links/shortened/:id'),
          remote('mf_bio', 'BioEditorPage', pageTitle('Página bio'), 'links/page-bio'),
          remote('mf_links', 'ApiReferencePage', pageTitle('Acesso à API'), 'api-reference'),
          remote('mf_infoproduct', 'InfoproductPage', pageTitle('Infoproduto'), 'nfoproduct'),
          remote('mf_sms', 'SmsPage', pageTitle('SMS'), 'sms/*'),
          remote('mf_analytics', 'AnalyticsPage', pageTitle('Análises'), 'analytics'),
          remote('mf_billing', 'SubscriptionsPage', pageTitle('Assinaturas'), 'subscriptions'),
          remote('mf_links', 'WhatsNewPage', pageTitle('Novidades'), 'whats-new'),
          { path: '*', element: <Navigate to="/painel/links/shortened" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
