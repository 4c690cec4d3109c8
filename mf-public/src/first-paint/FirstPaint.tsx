import { shortenerText } from '@atalho/ui/shortener-copy';
import { AtalhoLogo } from '@atalho/ui/visitor';
import { t } from '../i18n';
import { SCREENSHOT_SIZES } from '../pages/lp/screenshot-sizes';

/**
 * The public pages' first paint, rendered to static HTML at build time (scripts/prerender.mjs) and sent by
 * the server in the page itself: what a phone shows before any JavaScript has run. It is a picture of the
 * page's top, not a second implementation of it: nothing in it is interactive (`inert`, hidden from
 * assistive technology), and the app replaces it as soon as the page has rendered.
 */
function FirstPaintFrame({ children }: { children: React.ReactNode }) {
  return (
    <div id="atalho-first-paint" className="fp" aria-hidden="true" inert>
      {children}
    </div>
  );
}

function MenuGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** `/` (and its aliases): the header and the shortener, the part above the fold. */
export function HomeFirstPaint() {
  return (
    <FirstPaintFrame>
      <header className="fp-header">
        <div className="fp-container fp-bar">
          <span className="fp-logo">
            <AtalhoLogo height={30} />
          </span>
          <span className="fp-nav">
            <span className="fp-button fp-button--ghost">{t('navShorten')}</span>
            <span className="fp-button fp-button--ghost">{t('navPlans')}</span>
            <span className="fp-button fp-button--ghost">{t('navBio')}</span>
            <span className="fp-button">{t('login')}</span>
          </span>
          <span className="fp-menu">
            <MenuGlyph />
          </span>
        </div>
      </header>
      <section className="fp-hero">
        <div className="fp-container fp-stack">
          <h1>{t('heroTitle')}</h1>
          <p className="fp-lead fp-muted">{t('heroSubtitle')}</p>
          <div className="fp-card">
            <span className="fp-label">{shortenerText('urlLabel')}</span>
            <span className="fp-input">{shortenerText('urlPlaceholder')}</span>
          </div>
        </div>
      </section>
    </FirstPaintFrame>
  );
}

export interface LandingFirstPaintProps {
  /** The first product screen as the app shows it: the PNG and the AVIF/WebP `srcset`s of its build. */
  screenshot: { src: string; avif: string; webp: string; alt: string };
}

/** `/lp`: the hero and the first product screen (the page's largest element on a phone). */
export function LandingFirstPaint({ screenshot }: LandingFirstPaintProps) {
  return (
    <FirstPaintFrame>
      <div className="fp-lp-hero">
        <div className="fp-container fp-bar">
          <span className="fp-logo">
            <AtalhoLogo height={30} color="#25b69c" />
          </span>
          <span className="fp-stack" style={{ flexDirection: 'row', gap: '0.5rem' }}>
            <span className="fp-button fp-button--ghost fp-sm-only" style={{ color: '#fff' }}>
              {t('lpPricing')}
            </span>
            <span className="fp-button fp-button--outline">{t('lpLogin')}</span>
          </span>
        </div>
        <section className="fp-container fp-lp-intro fp-stack">
          <h1>{t('lpTitle')}</h1>
          <p>{t('lpSubtitle')}</p>
          <span className="fp-actions">
            <span className="fp-button fp-button--xl fp-button--accent">{t('lpCta')}</span>
            <span className="fp-button fp-button--xl fp-button--outline">{t('lpPricing')}</span>
          </span>
        </section>
      </div>
      <main className="fp-container fp-main">
        <h2>{t('lpScreensTitle')}</h2>
        <figure className="fp-shot">
          <picture>
            <source type="image/avif" srcSet={screenshot.avif} sizes={SCREENSHOT_SIZES} />
            <source type="image/webp" srcSet={screenshot.webp} sizes={SCREENSHOT_SIZES} />
            <img src={screenshot.src} alt={screenshot.alt} width={1280} height={800} fetchPriority="high" />
          </picture>
          <figcaption>{screenshot.alt}</figcaption>
        </figure>
      </main>
    </FirstPaintFrame>
  );
}
