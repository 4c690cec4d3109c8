/** What an /lp screenshot is drawn at: the page's width less its padding, at most 960 px (its `sizes`). */
export const SCREENSHOT_SIZES = '(min-width: 1024px) 960px, calc(100vw - 40px)';
