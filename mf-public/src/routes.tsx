import type { PageRoute } from '@atalho/ui';
import { HomePage } from './pages/home/HomePage';
import { LandingPage } from './pages/lp/LandingPage';
import { PrivacyPolicyPage } from './pages/privacy/PrivacyPolicyPage';

/** The public pages (the shell gives mf_public `/` and every URL no other remote's prefix claims). */
export const routes: PageRoute[] = [
  ...['/', '/conversion', '/g', '/f'].map((path) => ({ path, element: <HomePage /> })),
  { path: '/lp', title: 'Ganhe com o Atalho', element: <LandingPage /> },
  { path: '/privacy-policy', title: 'Termos de uso e privacidade', element: <PrivacyPolicyPage /> },
];
