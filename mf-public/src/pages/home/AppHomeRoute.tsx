import { hasStoredAuthorization, keepDiscountFlag } from '@atalho/sdk';
import { useLoadingOverlay } from '@atalho/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { HomePage } from './HomePage';

export const OVERLAY_HIDE_MS = 100;

/**
 * The home page when the app shows it (a navigation inside the app, such as after signing out): the same
 * light page; a signed-in visitor goes straight to their links.
 */
export function AppHomeRoute() {
  const signedIn = hasStoredAuthorization();
  useEffect(() => {
    const timer = setTimeout(() => useLoadingOverlay.getState().reset(), OVERLAY_HIDE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (signedIn) {
    // The redirect drops the query: keep `?d=` first.
    keepDiscountFlag(globalThis.location.search);
    return <Navigate to="/painel/links/shortened" replace />;
  }
  return <HomePage />;
}
