import type { PageRoute } from '@atalho/ui';
import { AppHomeRoute } from './pages/home/AppHomeRoute';
import { HOME_PATHS } from './pages/home/paths';
import { LandingPage } from './pages/lp/LandingPage';
import { AppPrivacyRoute } from './pages/privacy/AppPrivacyRoute';

/** The public pages (the shell gives mf_public `/` and every URL no other remote's prefix claims). */
export const routes: PageRoute[] = [
  ...HOME_PATHS.map((path) => ({ path, element: <AppHomeRoute /> })),
  { path: '/lp', title: 'Atalho para criadores', element: <LandingPage /> },
  { path: '/privacy-policy', title: 'Termos de uso e privacidade', element: <AppPrivacyRoute /> },
];
