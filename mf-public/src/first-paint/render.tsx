import { renderToStaticMarkup } from 'react-dom/server';
import { t } from '../i18n';
import { HOME_PATHS } from '../pages/home/paths';
import { SCREENSHOT_SIZES } from '../pages/lp/screenshot-sizes';
import { firstPaintCss } from './css';
import { HomeFirstPaint, LandingFirstPaint } from './FirstPaint';
import { renderRedirectPictures } from './redirect-picture';

/** What the server puts in a page: `head` before `</head>`, `body` before the app's root. */
export interface FirstPaint {
  head: string;
  body: string;
}

/**
 * `/{code}`'s pictures, by screen (`redirect:free`, `redirect:paid`): the body only, with the destination's
 * slot. The server adds the screen's stylesheet, whose address follows the remote's deployment.
 */
const REDIRECT_KEY = 'redirect:';

const minify = (css: string) => css.replace(/\n/g, '');

/** /lp's first screenshot as the build wrote it: the PNG's URL and the AVIF/WebP `srcset`s. */
export interface BuiltScreenshot {
  src: string;
  avif: string;
  webp: string;
}

/**
 * Every public page's first paint, keyed by path. `lpScreenshot` is /lp's first product screen as built
 * (the same files the app shows, so the browser loads them once).
 */
export function renderFirstPaints({
  lpScreenshot,
}: {
  lpScreenshot: BuiltScreenshot;
}): Record<string, FirstPaint> {
  const style = `<style id="atalho-first-paint-css">${minify(firstPaintCss)}</style>`;
  const home: FirstPaint = { head: style, body: renderToStaticMarkup(<HomeFirstPaint />) };
  // The page's largest element on a phone: fetched at once, in the lightest encoding the browser reads.
  const preload = `<link rel="preload" as="image" type="image/avif" imagesrcset="${lpScreenshot.avif}" imagesizes="${SCREENSHOT_SIZES}" fetchpriority="high">`;
  const lp: FirstPaint = {
    head: style + preload,
    body: renderToStaticMarkup(<LandingFirstPaint screenshot={{ ...lpScreenshot, alt: t('lpShot1') }} />),
  };
  const redirect = Object.entries(renderRedirectPictures()).map(([mode, body]) => [
    `${REDIRECT_KEY}${mode}`,
    { head: '', body },
  ]);
  return {
    ...Object.fromEntries(HOME_PATHS.map((path) => [path, home])),
    '/lp': lp,
    ...Object.fromEntries(redirect),
  };
}
