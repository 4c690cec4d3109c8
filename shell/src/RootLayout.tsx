import { hasStoredAuthorization } from '@atalho/sdk';
import { LoadingOverlay, Toaster } from '@atalho/ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from './consent/CookieBanner';
import { PlansDialogHost } from './panel/PlansDialogHost';

/** Every route: the stored-expiry rule and the page-wide pieces mounted once (page titles: each route table). */
export function RootLayout() {
  const location = useLocation();

  // Applies the spec's rule on each navigation: a past stored expiration clears local storage.
  const { pathname } = location;
  useEffect(() => {
    if (pathname) hasStoredAuthorization();
  }, [pathname]);

  return (
    <>
      <Outlet />
      <CookieBanner />
      <PlansDialogHost />
      <Toaster />
      <LoadingOverlay />
    </>
  );
}
