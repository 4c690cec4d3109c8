// Written by mf-public/scripts/screenshot-variants.mjs: do not edit by hand.
import analytics480Avif from '../../assets/lp/analytics-480.avif';
import analytics480Webp from '../../assets/lp/analytics-480.webp';
import analytics800Avif from '../../assets/lp/analytics-800.avif';
import analytics800Webp from '../../assets/lp/analytics-800.webp';
import analytics1280Avif from '../../assets/lp/analytics-1280.avif';
import analytics1280Webp from '../../assets/lp/analytics-1280.webp';
import bioEditor480Avif from '../../assets/lp/bio-editor-480.avif';
import bioEditor480Webp from '../../assets/lp/bio-editor-480.webp';
import bioEditor800Avif from '../../assets/lp/bio-editor-800.avif';
import bioEditor800Webp from '../../assets/lp/bio-editor-800.webp';
import bioEditor1280Avif from '../../assets/lp/bio-editor-1280.avif';
import bioEditor1280Webp from '../../assets/lp/bio-editor-1280.webp';
import leadPage480Avif from '../../assets/lp/lead-page-480.avif';
import leadPage480Webp from '../../assets/lp/lead-page-480.webp';
import leadPage800Avif from '../../assets/lp/lead-page-800.avif';
import leadPage800Webp from '../../assets/lp/lead-page-800.webp';
import leadPage1280Avif from '../../assets/lp/lead-page-1280.avif';
import leadPage1280Webp from '../../assets/lp/lead-page-1280.webp';
import linksPanel480Avif from '../../assets/lp/links-panel-480.avif';
import linksPanel480Webp from '../../assets/lp/links-panel-480.webp';
import linksPanel800Avif from '../../assets/lp/links-panel-800.avif';
import linksPanel800Webp from '../../assets/lp/links-panel-800.webp';
import linksPanel1280Avif from '../../assets/lp/links-panel-1280.avif';
import linksPanel1280Webp from '../../assets/lp/links-panel-1280.webp';
import redirectScreen480Avif from '../../assets/lp/redirect-screen-480.avif';
import redirectScreen480Webp from '../../assets/lp/redirect-screen-480.webp';
import redirectScreen800Avif from '../../assets/lp/redirect-screen-800.avif';
import redirectScreen800Webp from '../../assets/lp/redirect-screen-800.webp';
import redirectScreen1280Avif from '../../assets/lp/redirect-screen-1280.avif';
import redirectScreen1280Webp from '../../assets/lp/redirect-screen-1280.webp';

/** Each /lp screenshot's lighter encodings as `srcset` values, by the PNG's name. */
export const SCREENSHOT_VARIANTS: Record<string, { avif: string; webp: string }> = {
  analytics: {
    avif: [`${analytics480Avif} 480w`, `${analytics800Avif} 800w`, `${analytics1280Avif} 1280w`].join(', '),
    webp: [`${analytics480Webp} 480w`, `${analytics800Webp} 800w`, `${analytics1280Webp} 1280w`].join(', '),
  },
  'bio-editor': {
    avif: [`${bioEditor480Avif} 480w`, `${bioEditor800Avif} 800w`, `${bioEditor1280Avif} 1280w`].join(', '),
    webp: [`${bioEditor480Webp} 480w`, `${bioEditor800Webp} 800w`, `${bioEditor1280Webp} 1280w`].join(', '),
  },
  'lead-page': {
    avif: [`${leadPage480Avif} 480w`, `${leadPage800Avif} 800w`, `${leadPage1280Avif} 1280w`].join(', '),
    webp: [`${leadPage480Webp} 480w`, `${leadPage800Webp} 800w`, `${leadPage1280Webp} 1280w`].join(', '),
  },
  'links-panel': {
    avif: [`${linksPanel480Avif} 480w`, `${linksPanel800Avif} 800w`, `${linksPanel1280Avif} 1280w`].join(
      ', ',
    ),
    webp: [`${linksPanel480Webp} 480w`, `${linksPanel800Webp} 800w`, `${linksPanel1280Webp} 1280w`].join(
      ', ',
    ),
  },
  'redirect-screen': {
    avif: [
      `${redirectScreen480Avif} 480w`,
      `${redirectScreen800Avif} 800w`,
      `${redirectScreen1280Avif} 1280w`,
    ].join(', '),
    webp: [
      `${redirectScreen480Webp} 480w`,
      `${redirectScreen800Webp} 800w`,
      `${redirectScreen1280Webp} 1280w`,
    ].join(', '),
  },
};
