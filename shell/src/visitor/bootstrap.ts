import {
  applyVisitorStyles,
  embeddedIsland,
  isDomVisitorView,
  type VisitorIsland,
  type VisitorProps,
} from '@atalho/ui/visitor-dom';
import { showCookieNotice } from '../consent/cookie-notice';
import { loadRemoteModule } from '../federation/load-remote';
import { resetRemote } from '../federation/remotes';
import { removeFirstPaint } from '../federation/remove-first-paint';
import { readEmbeddedData, type VisitorRoute } from './detect';
import { button, element } from './dom';
import { sendOwnerPageView } from './page-view';

function waiting(): HTMLElement {
  return element(
    'main',
    { className: 'atalho-page', attributes: { 'aria-busy': 'true' } },
    element(
      'div',
      { className: 'atalho-progress', style: { maxWidth: '240px' } },
      element('span', { style: { width: '30%' } }),
    ),
  );
}

/** The plain (Chakra-free) failure screen with retry. */
function failure(onRetry: () => Promise<void>): HTMLElement {
  const retry = button('Tentar novamente', 'atalho-button', async () => {
    retry.disabled = true;
    retry.textContent = 'Tentando…';
    try {
      await onRetry();
    } finally {
      retry.disabled = false;
      retry.textContent = 'Tentar novamente';
    }
  });
  return element(
    'main',
    { className: 'atalho-page', attributes: { role: 'alert' } },
    element(
      'div',
      { className: 'atalho-card', style: { textAlign: 'center' } },
      element('h1', {
        style: { fontSize: '1.25rem', margin: '0 0 8px' },
        text: 'Não foi possível carregar esta página',
      }),
      element('p', {
        className: 'atalho-muted',
        style: { margin: '0 0 20px' },
        text: 'Verifique sua conexão e tente novamente.',
      }),
      retry,
    ),
  );
}

/**
 * Shows the failure screen in `container` when a remote's view cannot load or throws (and drops the server's
 * first paint, whose CSS would hide it); its retry forgets the remote's entry and runs `again`.
 */
export function failureScreen(
  container: HTMLElement,
  remote: string,
  again: () => Promise<void>,
): () => void {
  return () => {
    container.replaceChildren(
      failure(async () => {
        await resetRemote(remote);
        await again();
      }),
    );
    removeFirstPaint();
  };
}

/**
 * Mounts the route's visitor view into `container`. A view that builds its own DOM (mf-public's redirect
 * screen, decision 021) is mounted as is, so a standard short link loads no React; a React view (the opt-in
 * pages) loads react-dom and renders under a plain error boundary.
 */
export async function mountVisitorView(
  route: { remote: string; exposed: string },
  container: HTMLElement,
  props: VisitorProps,
  load: typeof loadRemoteModule = loadRemoteModule,
): Promise<void> {
  const showFailure = failureScreen(container, route.remote, () =>
    mountVisitorView(route, container, props, load),
  );
  try {
    const view = await load<unknown>(route.remote, route.exposed);
    container.replaceChildren();
    if (isDomVisitorView(view)) {
      // The screen draws itself in this task: the server's picture of it goes in the same frame.
      view.mount(container, props);
      removeFirstPaint();
      return;
    }
    const { renderReactView } = await import('./react-view');
    renderReactView(container, view, props, showFailure);
    removeFirstPaint();
  } catch (error) {
    console.error('[atalho] visitor view failed', error);
    showFailure();
  }
}

/**
 * Light bootstrap for short links and opt-in pages: plain DOM and CSS (no React until a view needs it, no
 * Chakra, no router), so a visitor on a phone downloads the least JavaScript before the countdown shows.
 */
export function mountVisitor(route: VisitorRoute, container: HTMLElement): void {
  const initialData = readEmbeddedData();
  // First, before any remote loads: a redirect with no wait may leave the page as soon as its screen mounts.
  sendOwnerPageView(initialData);
  const island = embeddedIsland(initialData);
  if (island?.hydrate) {
    hydrateIsland(island, container, route, initialData);
    return;
  }
  applyVisitorStyles();
  const props: VisitorProps = {
    code: route.code,
    contactCode: route.kind === 'redirect' ? route.contactCode : undefined,
    search: new URLSearchParams(window.location.search),
    initialData,
  };
  container.replaceChildren(waiting());
  showCookieNotice();
  void mountVisitorView(island ?? route, container, props);
}

/**
 * A page the server rendered whole (a bio, decision 027): it is readable and tappable already, so nothing
 * replaces it; the island the page names attaches to its markup. If the island cannot load, the page stays as
 * it is (it works without JavaScript), with no failure screen over it.
 */
function hydrateIsland(
  island: VisitorIsland,
  container: HTMLElement,
  route: VisitorRoute,
  initialData: unknown,
): void {
  // The kit's visitor styles draw the cookie notice; the page's own stylesheet is scoped to its root.
  applyVisitorStyles();
  showCookieNotice();
  const props: VisitorProps = {
    code: route.code,
    search: new URLSearchParams(window.location.search),
    initialData,
  };
  loadRemoteModule<unknown>(island.remote, island.exposed)
    .then((view) => {
      if (!isDomVisitorView(view)) throw new Error(`${island.remote}/${island.exposed} is not a DOM view`);
      view.mount(container, props);
    })
    .catch((error) => console.error('[atalho] visitor island failed', error));
}
