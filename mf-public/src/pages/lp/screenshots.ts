import analytics from '../../assets/lp/analytics.png';
import bioEditor from '../../assets/lp/bio-editor.png';
import leadPage from '../../assets/lp/lead-page.png';
import linksPanel from '../../assets/lp/links-panel.png';
import redirectScreen from '../../assets/lp/redirect-screen.png';
import type { PublicCopyKey } from '../../i18n';
import { SCREENSHOT_VARIANTS } from './screenshot-variants';

export interface Screenshot {
  /** The PNG, for browsers without AVIF or WebP. */
  src: string;
  /** `srcset` values of the same screen in AVIF and WebP (480, 800 and 1280 px wide). */
  avif: string;
  webp: string;
  caption: PublicCopyKey;
}

const shot = (name: string, src: string, caption: PublicCopyKey): Screenshot => {
  const variants = SCREENSHOT_VARIANTS[name];
  if (!variants) throw new Error(`no AVIF/WebP variants of ${name}.png (scripts/screenshot-variants.mjs)`);
  return { src, ...variants, caption };
};

/** The five product screens on /lp (illustrations of the real screens, 1280×800). */
export const SCREENSHOTS: Screenshot[] = [
  shot('links-panel', linksPanel, 'lpShot1'),
  shot('analytics', analytics, 'lpShot2'),
  shot('bio-editor', bioEditor, 'lpShot3'),
  shot('redirect-screen', redirectScreen, 'lpShot4'),
  shot('lead-page', leadPage, 'lpShot5'),
];
