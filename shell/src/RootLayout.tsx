import { hasStoredAuthorization } from '@atalho/sdk';
import { LoadingOverlay, Toaster, usePlansDialog } from '@atalho/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

// The plans dialog's host (and its fallback) loads the first time the dialog opens (decision 012).
const PlansDialogHost = lazy(() =>
  import('./panel/PlansDialogHost').then((module) => ({ default: module.PlansDialogHost })),
);

/**
 * Every route: the stored-expiry rule and the page-wide pieces mounted once (page titles: each route table; the
 * cookie notice is plain DOM, shown by `start`).
 */
export function RootLayout() {
  const location = useLocation();
  const plansOpen = usePlansDialog((state) => state.isOpen);

  // Applies the spec's rule on each navigation: a past stored expiration clears local storage.
  const { pathname } = location;
  useEffect(() => {
    if (pathname) hasStoredAuthorization();
  }, [pathname]);

  return (
    <>
      <Outlet />
      {plansOpen ? (
        <Suspense fallback={null}>
          <PlansDialogHost />
        </Suspense>
      ) : null}
      <Toaster />
      <LoadingOverlay />
    </>
  );
}
