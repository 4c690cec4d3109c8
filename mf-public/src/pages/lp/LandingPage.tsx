import { useDocumentTitle } from '@atalho/ui/document-title';
import { brandVars, PublicFooter } from '@atalho/ui/light';
import { signInWithGoogle } from '@atalho/ui/sign-in';
import { brandColors } from '@atalho/ui/tokens';
import { AtalhoLogo } from '@atalho/ui/visitor';
import { CONTACT_EMAIL, t } from '../../i18n';
import { Carousel } from '../../light/Carousel';
import { SCREENSHOT_SIZES } from './screenshot-sizes';
import { SCREENSHOTS } from './screenshots';
import './landing.css';

const start = () => signInWithGoogle('/painel/links/shortened');
const PRICING = '/#sec-3';
const pageStyle: Record<string, string> = { ...brandVars, '--lp-hero-from': brandColors[900] };

/**
 * /lp: the affiliates' landing page. Plain React and CSS (decision 022): the shell mounts it without Chakra
 * or the router, so a phone loads about half the JavaScript of a Chakra page; its links are plain links.
 */
export function LandingPage() {
  useDocumentTitle(t('lpPageTitle'));

  const slides = SCREENSHOTS.map((shot, index) => ({
    key: shot.caption,
    label: t(shot.caption),
    content: (
      <figure className="lp-shot">
        <picture>
          <source type="image/avif" srcSet={shot.avif} sizes={SCREENSHOT_SIZES} />
          <source type="image/webp" srcSet={shot.webp} sizes={SCREENSHOT_SIZES} />
          <img
            src={shot.src}
            alt={t(shot.caption)}
            width={1280}
            height={800}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        </picture>
        <figcaption>{t(shot.caption)}</figcaption>
      </figure>
    ),
  }));

  return (
    <div className="pub lp" style={pageStyle}>
      <div className="lp-hero">
        <div className="pub-container lp-bar">
          <a className="lp-logo" href="/" aria-label="Atalho">
            <AtalhoLogo height={30} color={brandColors[400]} />
          </a>
          <div className="lp-bar-actions">
            {/* On a phone the hero's own pricing link is enough: both would not fit beside the logo. */}
            <a className="pub-button pub-button--ghost-on-dark lp-wide-only" href={PRICING}>
              {t('lpPricing')}
            </a>
            <button type="button" className="pub-button pub-button--on-dark" onClick={start}>
              {t('lpLogin')}
            </button>
          </div>
        </div>
        <section className="pub-container lp-intro">
          <h1>{t('lpTitle')}</h1>
          <p>{t('lpSubtitle')}</p>
          <div className="lp-actions">
            <button type="button" className="pub-button pub-button--xl pub-button--accent" onClick={start}>
              {t('lpCta')}
            </button>
            <a className="pub-button pub-button--xl pub-button--on-dark" href={PRICING}>
              {t('lpPricing')}
            </a>
          </div>
        </section>
      </div>

      <main className="pub-container lp-main">
        <h2>{t('lpScreensTitle')}</h2>
        <Carousel
          slides={slides}
          label={t('lpScreensTitle')}
          previousLabel={t('lpPrevious')}
          nextLabel={t('lpNext')}
          intervalMs={5000}
        />
        <p className="lp-rules">{t('lpRules', { email: CONTACT_EMAIL })}</p>
      </main>
      <PublicFooter />
    </div>
  );
}
