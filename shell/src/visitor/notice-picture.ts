import { visitorCss } from '@atalho/ui/visitor-dom';
import { cookieNotice } from '../consent/cookie-notice';
import { noticeCss } from '../consent/notice-css';

/**
 * The cookie notice as a short link's first paint shows it (decision 021), drawn at build time by the notice's
 * own code (scripts/prerender.mjs): inert and hidden from assistive technology, like the screen's picture; the
 * shell's real notice takes its place. `css` is what styles it (the visitor pages' base and the notice's own),
 * which the server sends in `/visitor-consent.css` with the rule that hides the picture from visitors who
 * already chose.
 */
export function renderNoticePicture(): { css: string; body: string } {
  const notice = cookieNotice(() => {});
  return {
    css: visitorCss + noticeCss,
    body: `<div id="atalho-notice-picture" aria-hidden="true" inert>${notice.outerHTML}</div>`,
  };
}
