const SUFFIX = 'Atalho';

export const HOME_TITLE = 'Atalho — Encurtador de links';

/** The document title of a page ("Meus links" → "Meus links — Atalho"). */
export function pageTitle(name?: string): string {
  return name ? `${name} — ${SUFFIX}` : HOME_TITLE;
}
