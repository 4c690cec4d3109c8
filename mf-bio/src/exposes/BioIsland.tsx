// Visitor island of the public bio page (decision 027): plain DOM, no React. The server renders the page
// whole (`@atalho/sdk/bio-page`); this counts the visit and each tap, and turns on the share menu.
import type { BiographyView } from '@atalho/sdk/schemas';
import { type DomVisitorView, loadVisit, trackVisit, type VisitorProps } from '@atalho/ui/visitor-dom';
import { openShareSheet } from '../visitor/share-sheet';
import { countTaps } from '../visitor/taps';

function tokensOf(initialData: unknown): Record<string, string> {
  const tokens = (initialData as { tokens?: unknown } | undefined)?.tokens;
  if (typeof tokens !== 'object' || tokens === null) return {};
  return Object.fromEntries(
    Object.entries(tokens).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Reached without the server's markup (the redirect screen loaded this view): draw the same page here. */
async function drawPage(container: HTMLElement, bio: BiographyView, pageUrl: string, promotion: boolean) {
  const { renderBioPage } = await import('@atalho/sdk/bio-page');
  const page = renderBioPage(bio, {
    pageUrl,
    promotion,
    promotionUrl: `${window.location.origin}/?utm_source=bio&utm_medium=promo`,
    mode: 'page',
    fontUrl: (file) => `/fonts/bio/${file}`,
  });
  const style = document.createElement('style');
  style.textContent = page.css;
  const holder = document.createElement('div');
  holder.innerHTML = page.html;
  container.replaceChildren(style, ...holder.childNodes);
}

function mount(container: HTMLElement, props: VisitorProps): () => void {
  let stop = () => {};
  let disposed = false;
  const onShare = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('[data-bio-share]');
    if (!(button instanceof HTMLElement)) return;
    const url = button.dataset.bioUrl ?? window.location.href.split('?')[0] ?? '';
    const title = document.querySelector('.bio-page h1')?.textContent ?? document.title;
    if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
      navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    openShareSheet(url, title, button);
  };
  loadVisit(props.initialData, props.code)
    .then(async (visit) => {
      const bio = visit?.link.biography;
      if (disposed || !visit || !bio) return;
      const { link, visitToken } = visit;
      const pageUrl = `${window.location.origin}/${encodeURIComponent(link.code)}`;
      const promotion = !link.user?.features.includes('bioPromoRemoval');
      if (!container.querySelector('.bio-page')) await drawPage(container, bio, pageUrl, promotion);
      if (disposed) return;
      void trackVisit({ linkId: link.id, visitToken, search: props.search });
      stop = countTaps(container, tokensOf(props.initialData), props.search);
      for (const button of container.querySelectorAll<HTMLElement>('[data-bio-share]')) button.hidden = false;
      container.addEventListener('click', onShare);
    })
    .catch((error: unknown) => console.error('[atalho] bio page', error));
  return () => {
    disposed = true;
    stop();
    container.removeEventListener('click', onShare);
  };
}

const BioIsland: DomVisitorView = { mount };
export default BioIsland;
