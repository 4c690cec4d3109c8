import { trackVisit } from '@atalho/ui/visitor-dom';

/**
 * Counts a tap on a section or social link as a click of that item's own link (decision 027): the page
 * embeds each link's visit token, the click goes out with keepalive, and the browser follows the real href
 * at once (with JavaScript off the href works the same, uncounted, like any page without script).
 */
export function countTaps(
  root: HTMLElement,
  tokens: Record<string, string>,
  search: URLSearchParams,
): () => void {
  const onTap = (event: MouseEvent) => {
    if (event.button > 1) return;
    const anchor = (event.target as Element | null)?.closest?.('a[data-bio-link]');
    if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
    const linkId = Number(anchor.dataset.bioLink);
    if (!Number.isInteger(linkId) || linkId <= 0) return;
    void trackVisit({ linkId, visitToken: tokens[String(linkId)] ?? null, search });
  };
  // `auxclick` too: a middle click opens the link in a new tab, which is a tap as well.
  root.addEventListener('click', onTap);
  root.addEventListener('auxclick', onTap);
  return () => {
    root.removeEventListener('click', onTap);
    root.removeEventListener('auxclick', onTap);
  };
}
