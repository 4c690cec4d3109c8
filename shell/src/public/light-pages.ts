import { applyVisitorStyles } from '@atalho/ui/visitor-dom';
import { showCookieNotice } from '../consent/cookie-notice';
import { loadRemoteModule } from '../federation/load-remote';
import { removeFirstPaint } from '../federation/remove-first-paint';
import { failureScreen } from '../visitor/bootstrap';
import { readEmbeddedData } from '../visitor/detect';

/** A public page its remote builds with React and plain CSS only: no Chakra UI, no router (decision 022). */
export interface LightPage {
  remote: string;
  exposed: string;
  /** A page for visitors only: a signed-in person gets the app, whose route sends them on (the home page). */
  visitorsOnly?: boolean;
}

const HOME: LightPage = { remote: 'mf_public', exposed: 'HomePage', visitorsOnly: true };

/**
 * The light public pages by path. Like the visitor routes, the shell knows them before loading anything,
 * so they skip the panel's kit (Chakra, the router, the query client): their links are plain links.
 */
const LIGHT_PAGES: Readonly<Record<string, LightPage>> = {
  '/': HOME,
  '/conversion': HOME,
  '/g': HOME,
  '/f': HOME,
  '/lp': { remote: 'mf_public', exposed: 'LandingPage' },
  '/plans': { remote: 'mf_billing', exposed: 'PlansPage' },
  '/privacy-policy': { remote: 'mf_public', exposed: 'PrivacyPolicyPage' },
  '/whats-new': { remote: 'mf_links', exposed: 'PublicWhatsNewPage' },
};

/** The light page at a path, if any; `signedIn` visitors skip the pages meant for visitors only. */
export function lightPageAt(pathname: string, signedIn = false): LightPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = LIGHT_PAGES[path];
  if (!page || (signedIn && page.visitorsOnly)) return null;
  return page;
}

/** Loads and renders the page, or the failure screen with retry when it cannot. */
export async function renderLightPage(
  page: LightPage,
  container: HTMLElement,
  load: typeof loadRemoteModule = loadRemoteModule,
): Promise<void> {
  const showFailure = failureScreen(container, page.remote, () => renderLightPage(page, container, load));
  try {
    const view = await load<unknown>(page.remote, page.exposed);
    const { renderReactView } = await import('../visitor/react-view');
    container.replaceChildren();
    // The server's picture of the page goes in the commit that draws the page, so nothing flashes. A page the
    // server drew with its data (decision 038) gets that data, so its first render is the same page.
    renderReactView(container, view, { embedded: readEmbeddedData() }, showFailure, removeFirstPaint);
  } catch (error) {
    console.error('[atalho] page failed', error);
    showFailure();
  }
}

/** Mounts a light page with the visitor pages' cookie notice and failure screen (plain DOM). */
export function mountLightPage(page: LightPage, container: HTMLElement): void {
  applyVisitorStyles();
  showCookieNotice();
  void renderLightPage(page, container);
}
