import { vt } from './copy';
import { h } from './dom';
import { redirectRoot } from './loader';

/** While the link (or another remote's view) loads: an empty branded page that says so to screen readers. */
export function loadingScreen(): HTMLElement {
  const root = redirectRoot('main', 'atl-redirect atl-redirect--loading');
  root.setAttribute('aria-busy', 'true');
  root.append(h('span', { className: 'atl-sr-only' }, vt('loading')));
  return root;
}

/** "This page could not be loaded" with a retry button (a reload unless the caller retries itself). */
export function failureScreen(onRetry: () => void = () => window.location.reload()): HTMLElement {
  const root = redirectRoot('main', 'atl-redirect');
  root.append(
    h(
      'div',
      { className: 'atl-card', role: 'alert' },
      h('p', {}, vt('loadError')),
      h('button', { type: 'button', className: 'atl-button', onClick: onRetry }, vt('retry')),
    ),
  );
  return root;
}
