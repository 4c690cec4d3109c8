import { hasStoredAuthorization } from '@atalho/sdk';
import { LoadingOverlay, Toaster } from '@atalho/ui';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { CookieBanner } from './consent/CookieBanner';
import { PlansDialogHost } from './panel/PlansDialogHost';
import type { RouteHandle } from './routes';
import { HOME_TITLE } from './titles';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
  );
}

/** Every route: page title, the stored-expiry rule, and the page-wide pieces mounted once. */
export function RootLayout() {
  const matches = useMatches();
  const location = useLocation();
  const title =
    matches
      .map((match) => match.handle)
      .filter(isRouteHandle)
      .at(-1)?.title ?? HOME_TITLE;

  useEffect(() => {
    document.title = title;
  }, [title]);

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
