import { hasStoredAuthorization } from '@atalho/sdk';
import { showCookieNotice } from './consent/cookie-notice';
import { lightPageAt, mountLightPage } from './public/light-pages';
import { mountVisitor } from './visitor/bootstrap';
import { detectVisitorRoute } from './visitor/detect';

/**
 * Runs behind the entry's async boundary, where shared modules are ready (detection reads the reserved
 * path segments from the shared SDK). The light visitor mount is in this chunk, so a short link needs no
 * further chunk; the light public pages (decision 022), the panel and the public app load theirs.
 */
export function start(container: HTMLElement): void {
  const visitorRoute = detectVisitorRoute(window.location.pathname);
  if (visitorRoute) {
    mountVisitor(visitorRoute, container);
    return;
  }
  const lightPage = lightPageAt(window.location.pathname, hasStoredAuthorization());
  if (lightPage) {
    mountLightPage(lightPage, container);
    return;
  }
  // The app shows the same plain-DOM cookie notice as the visitor and light pages.
  showCookieNotice();
  void import('./bootstrap').then(({ mountApp }) => mountApp(container));
}
