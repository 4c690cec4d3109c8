import { displayUrl } from '@atalho/sdk/lookalike-host';
import { atalhoLogoElement, brandVars } from '@atalho/ui/visitor-dom';
import { vt } from './copy';
import { h, setVars, svg } from './dom';
import type { WaitPlan } from './wait-rules';
import './redirect.css';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface LoaderOptions {
  plan: Pick<WaitPlan, 'logoSrc' | 'siteName' | 'banner' | 'showPromotion'>;
  url: string;
  /**
   * The panel's live preview (mf_public/LoaderPreview): a box instead of the whole page, and inert, so its
   * links and buttons are neither followed nor focused.
   */
  preview?: boolean;
}

export interface Loader {
  root: HTMLElement;
  /** 0–100 */
  setProgress(value: number): void;
  /** Where the buttons under the destination go (cancel, continue, report); absent in the preview. */
  actions: HTMLElement;
}

/** The screen's root with the brand variables, for the loader and the loading and failure states. */
export function redirectRoot(tag: 'main' | 'div', className: string): HTMLElement {
  const root = h(tag, { className });
  setVars(root, brandVars);
  return root;
}

function progressRing() {
  const value = svg('circle', {
    class: 'atl-ring__value',
    cx: 32,
    cy: 32,
    r: RADIUS,
    'stroke-dasharray': CIRCUMFERENCE,
  });
  const label = h('span', { className: 'atl-ring__label' });
  const ring = h(
    'div',
    {
      className: 'atl-ring',
      role: 'progressbar',
      'aria-label': vt('progressLabel'),
      'aria-valuemin': 0,
      'aria-valuemax': 100,
    },
    svg(
      'svg',
      { viewBox: '0 0 64 64', width: 72, height: 72, 'aria-hidden': 'true' },
      svg('circle', { class: 'atl-ring__track', cx: 32, cy: 32, r: RADIUS }),
      value,
    ),
    label,
  );
  const set = (progress: number) => {
    const rounded = Math.round(progress);
    ring.setAttribute('aria-valuenow', String(rounded));
    value.setAttribute('stroke-dashoffset', String(CIRCUMFERENCE * (1 - progress / 100)));
    label.textContent = `${rounded}%`;
  };
  return { ring, set };
}

/** The fixed banner shown while free owners' links count down (spec 000 §6). */
function promotionBanner(): HTMLElement {
  return h(
    'aside',
    { className: 'atl-promo', 'aria-label': vt('promoTitle') },
    h(
      'a',
      { className: 'atl-promo__link', href: '/' },
      h('span', { className: 'atl-promo__logo' }, atalhoLogoElement({ height: 26 })),
      h(
        'span',
        { className: 'atl-promo__text' },
        h('strong', {}, vt('promoTitle')),
        h('span', {}, vt('promoText')),
      ),
      h('span', { className: 'atl-promo__cta' }, vt('promoBannerCta')),
    ),
  );
}

/** What a visitor sees while a link counts down: the owner's brand, the progress, the destination, banners. */
export function renderLoader({ plan, url, preview = false }: LoaderOptions): Loader {
  const { siteName } = plan;
  const classes = [
    'atl-redirect',
    plan.showPromotion && 'atl-redirect--promo',
    preview && 'atl-redirect--preview',
  ];
  const root = redirectRoot(preview ? 'div' : 'main', classes.filter(Boolean).join(' '));
  if (preview) root.inert = true;

  const ring = progressRing();
  const fill = h('div', { className: 'atl-bar__fill' });
  const actions = h('div', { className: 'atl-actions' });
  const titleId = preview ? undefined : 'atl-redirect-title';
  // A host in letters that imitate another site's (аррӏе.com) is printed in punycode, with a warning.
  const destination = displayUrl(url);
  const card = h(
    'section',
    { className: 'atl-card', 'aria-labelledby': titleId },
    h(
      'div',
      { className: 'atl-brand' },
      plan.logoSrc
        ? h('img', { className: 'atl-logo', src: plan.logoSrc, alt: siteName ?? vt('logoAlt') })
        : atalhoLogoElement({ height: 36 }),
      siteName ? h('p', { className: 'atl-site-name' }, siteName) : null,
    ),
    ring.ring,
    h('div', { className: 'atl-bar', 'aria-hidden': 'true' }, fill),
    h('h1', { id: titleId, className: 'atl-title' }, vt('redirectingTo')),
    h('a', { className: 'atl-target', href: url, rel: 'noopener nofollow' }, destination.text),
    destination.lookalike ? h('p', { className: 'atl-warning', role: 'note' }, vt('lookalikeWarning')) : null,
    preview ? null : actions,
    plan.showPromotion
      ? h('a', { className: 'atl-button atl-button--accent', href: '/' }, vt('promoButton'))
      : null,
  );
  root.append(card);
  if (plan.banner) {
    root.append(
      h(
        'a',
        {
          className: 'atl-owner-banner',
          href: plan.banner.link ?? url,
          target: '_blank',
          rel: 'noopener nofollow',
        },
        h('img', { src: plan.banner.src, alt: vt('bannerAlt') }),
      ),
    );
  }
  if (plan.showPromotion) root.append(promotionBanner());

  const setProgress = (value: number) => {
    ring.set(value);
    fill.style.width = `${value}%`;
  };
  setProgress(0);
  return { root, setProgress, actions };
}
