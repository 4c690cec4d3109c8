import { renderToStaticMarkup } from 'react-dom/server';
import { t } from '../i18n';
import { firstPaintCss } from './css';
import { HomeFirstPaint, LandingFirstPaint } from './FirstPaint';

/** What the server puts in a page: `head` before `</head>`, `body` before the app's root. */
export interface FirstPaint {
  head: string;
  body: string;
}

/** The paths this remote's pages answer that have a first paint (the home page's aliases included). */
export const HOME_PATHS = ['/', '/conversion', '/g', '/f'] as const;

const minify = (css: string) => css.replace(/\n/g, '');

/**
 * Every public page's first paint, keyed by path. `lpScreenshot` is the built URL of /lp's first
 * product screen (the same file the app shows, so the browser loads it once).
 */
export function renderFirstPaints({ lpScreenshot }: { lpScreenshot: string }): Record<string, FirstPaint> {
  const style = `<style id="atalho-first-paint-css">${minify(firstPaintCss)}</style>`;
  const home: FirstPaint = { head: style, body: renderToStaticMarkup(<HomeFirstPaint />) };
  const lp: FirstPaint = {
    // React writes the preload of the high-priority screenshot itself, ahead of the markup.
    head: style,
    body: renderToStaticMarkup(<LandingFirstPaint screenshot={{ src: lpScreenshot, alt: t('lpShot1') }} />),
  };
  return { ...Object.fromEntries(HOME_PATHS.map((path) => [path, home])), '/lp': lp };
}
