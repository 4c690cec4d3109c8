import { afterEach, vi } from 'vitest';

/** The server's first paint of a page (api link and public pages), before the app's root. */
export function serverPicture(): () => boolean {
  const picture = document.createElement('div');
  picture.id = 'atalho-first-paint';
  document.body.append(picture);
  return () => document.getElementById('atalho-first-paint') !== null;
}

/** The app's root. */
export function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

/** Empties the page and undoes spies and stubbed globals after each test of the file. */
export function cleanPageAfterEach(): void {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
