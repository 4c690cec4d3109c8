import { Navigate, type RouteObject } from 'react-router';
import { LoadingPage } from './auth/LoadingPage';
import { PANEL_HOME } from './auth/landing';
import { RequireAuth } from './auth/RequireAuth';
import { RemoteRoutes } from './federation/RemoteRoutes';
import { PanelLayout } from './panel/PanelLayout';
import { RootLayout } from './RootLayout';

const PANEL = '/painel';

/**
 * Path prefix → the remote that owns every URL under it (decision 001). The shell mounts the remote's
 * routes module there; the pages under a prefix are the remote's own table (`mf-*\/src/routes.tsx`), so a
 * new page needs only that remote's build and `npm run deploy:remote`. mf_public's `/` also takes every
 * URL no other prefix claims (`/conversion`, `/g`, `/f`, `/lp`, `/privacy-policy`).
 */
export const remotePrefixes: Readonly<Record<string, string>> = {
  '/': 'mf_public',
  '/whats-new': 'mf_links',
  '/plans': 'mf_billing',
  '/painel/links/shortened': 'mf_links',
  '/painel/api-reference': 'mf_links',
  '/painel/whats-new': 'mf_links',
  '/painel/configs': 'mf_links',
  '/painel/links/page-bio': 'mf_bio',
  '/painel/nfoproduct': 'mf_infoproduct',
  '/painel/sms': 'mf_sms',
  '/painel/analytics': 'mf_analytics',
  '/painel/subscriptions': 'mf_billing',
};

const inPanel = (prefix: string) => prefix.startsWith(`${PANEL}/`);

/** The shell's route for one prefix; a URL under it that the remote does not know goes to the area's home. */
function mount(prefix: string, remote: string): RouteObject {
  const path = inPanel(prefix) ? prefix.slice(PANEL.length + 1) : prefix;
  return {
    path: path === '/' ? '/*' : `${path}/*`,
    element: <RemoteRoutes remote={remote} base={prefix} fallback={inPanel(prefix) ? PANEL_HOME : '/'} />,
  };
}

/** The mounted prefixes inside the panel frame (`true`) or outside it. */
const mounted = (panel: boolean) =>
  Object.entries(remotePrefixes)
    .filter(([prefix]) => inPanel(prefix) === panel)
    .map(([prefix, remote]) => mount(prefix, remote));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...mounted(false),
      { path: '/loading', element: <LoadingPage /> },
      {
        path: PANEL,
        element: (
          <RequireAuth>
            <PanelLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to={PANEL_HOME} replace /> },
          ...mounted(true),
          { path: '*', element: <Navigate to={PANEL_HOME} replace /> },
        ],
      },
    ],
  },
];
