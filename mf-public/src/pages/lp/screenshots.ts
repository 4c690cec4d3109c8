import analytics from '../../assets/lp/analytics.png';
import bioEditor from '../../assets/lp/bio-editor.png';
import leadPage from '../../assets/lp/lead-page.png';
import linksPanel from '../../assets/lp/links-panel.png';
import redirectScreen from '../../assets/lp/redirect-screen.png';
import type { PublicCopyKey } from '../../i18n';

/** The five product screens on /lp (illustrations of the real screens, 1280×800). */
export const SCREENSHOTS: { src: string; caption: PublicCopyKey }[] = [
  { src: linksPanel, caption: 'lpShot1' },
  { src: analytics, caption: 'lpShot2' },
  { src: bioEditor, caption: 'lpShot3' },
  { src: redirectScreen, caption: 'lpShot4' },
  { src: leadPage, caption: 'lpShot5' },
];
