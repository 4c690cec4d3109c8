import { visitorCss } from '@atalho/ui/visitor-dom';
import { cookieNotice } from './cookie-notice';

/**
 * The cookie notice as a short link's first paint shows it (decision 021), drawn at build time by the notice's
 * own code (scripts/prerender.mjs): inert and hidden from assistive technology, like the screen's picture; the
 * shell's real notice takes its place. `css` is what styles it (the visitor pages' CSS), which the server
 * sends in `/visitor-consent.css` with the rule that hides the picture from visitors who already chose.
 */
export function renderNoticePicture(): { css: string; body: string } {
  const notice = cookieNotice(() => {});
  return {
    css: visitorCss,
    body: `<div id="atalho-notice-picture" aria-hidden="true" inert>${notice.outerHTML}</div>`,
  };
}
