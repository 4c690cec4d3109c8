import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { renderCountdown } from '../redirect/countdown';

/** Where the server writes the link's destination (HTML-escaped) into a redirect picture. */
export const DESTINATION_SLOT = '__ATALHO_DESTINATION__';

/** The redirect screens a picture is made of: those without an owner's branding (spec 000 §2, §6). */
export type RedirectPictureMode = 'free' | 'paid';

const owners: Record<RedirectPictureMode, OnlineAddressView['user']> = {
  free: null,
  paid: { features: ['shortRedirectWait'], config: null },
};

/**
 * `/{code}`'s first paint: the countdown screen as the visitor sees it at its first second, drawn by the screen's
 * own code (run at build time in a DOM, scripts/prerender.mjs) with a slot for the destination. The server
 * puts it in the page before any JavaScript has run; like the public pages' pictures it is inert and hidden
 * from assistive technology, and the shell removes it in the task that mounts the real screen.
 */
export function renderRedirectPictures(): Record<RedirectPictureMode, string> {
  const pictures = {} as Record<RedirectPictureMode, string>;
  for (const mode of Object.keys(owners) as RedirectPictureMode[]) {
    const link: OnlineAddressView = {
      id: 0,
      code: '',
      url: DESTINATION_SLOT,
      type: 'STANDARD',
      openGraph: null,
      biography: null,
      infoproduct: null,
      user: owners[mode],
    };
    const { root, stop } = renderCountdown({ link, onElapsed: () => {} });
    stop();
    pictures[mode] = `<div id="atalho-first-paint" aria-hidden="true" inert>${root.outerHTML}</div>`;
  }
  return pictures;
}
