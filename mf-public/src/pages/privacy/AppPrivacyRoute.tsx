import { useLoadingOverlay } from '@atalho/ui';
import { useEffect } from 'react';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

/** /privacy-policy when the app shows it (a navigation inside the app): the same light page. */
export function AppPrivacyRoute() {
  useEffect(() => {
    useLoadingOverlay.getState().reset();
  }, []);
  return <PrivacyPolicyPage />;
}
