/** Leaves the page without a history entry (the short link must not sit between back and forward). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
