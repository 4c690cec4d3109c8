import { useEffect } from 'react';

export const HOME_TITLE = 'Atalho — Encurtador de links';

/** The document title of a page ("Meus links" → "Meus links — Atalho"); no name: the home title. */
export function pageTitle(name?: string): string {
  return name ? `${name} — Atalho` : HOME_TITLE;
}

/** Sets the document title while the page is shown (spec 000: every route sets the page title). */
export function useDocumentTitle(name?: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
