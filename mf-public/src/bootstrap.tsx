import { renderStandalone } from '@atalho/ui';
import HomePage from './exposes/HomePage';
import LandingPage from './exposes/LandingPage';
import PrivacyPolicyPage from './exposes/PrivacyPolicyPage';
import RedirectScreen from './exposes/RedirectScreen';

renderStandalone({
  pages: {
    '/': <HomePage />,
    '/conversion': <HomePage />,
    '/g': <HomePage />,
    '/f': <HomePage />,
    '/lp': <LandingPage />,
    '/privacy-policy': <PrivacyPolicyPage />,
  },
  visitors: { '/:code/:contactCode?': RedirectScreen },
});
