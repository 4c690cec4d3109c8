import { AtalhoLogo } from '@atalho/ui/visitor';
import type { ReactNode } from 'react';
import { brandVars } from './brand-vars';
import { vt } from './copy';
import { ProgressRing } from './ProgressRing';
import { PromotionBanner } from './PromotionBanner';
import type { WaitPlan } from './wait-rules';

export interface RedirectLoaderProps {
  plan: Pick<WaitPlan, 'logoSrc' | 'siteName' | 'banner' | 'showPromotion'>;
  /** 0–100 */
  progress: number;
  url: string;
  /** The buttons under the destination (cancel, continue, report). */
  actions?: ReactNode;
  /** Rendered after the page's content (the report panel). */
  children?: ReactNode;
  /**
   * The panel's live preview (mf_public/LoaderPreview): a box instead of the whole page, and inert, so its
   * links and buttons are neither followed nor focused.
   */
  preview?: boolean;
}

/** What a visitor sees while a link counts down: the owner's brand, the progress, the destination, banners. */
export function RedirectLoader({
  plan,
  progress,
  url,
  actions,
  children,
  preview = false,
}: RedirectLoaderProps) {
  const { siteName } = plan;
  const Root = preview ? 'div' : 'main';
  const classes = [
    'atl-redirect',
    plan.showPromotion && 'atl-redirect--promo',
    preview && 'atl-redirect--preview',
  ];
  return (
    <Root style={brandVars} className={classes.filter(Boolean).join(' ')} inert={preview || undefined}>
      <section className="atl-card" aria-labelledby={preview ? undefined : 'atl-redirect-title'}>
        <div className="atl-brand">
          {plan.logoSrc ? (
            <img className="atl-logo" src={plan.logoSrc} alt={siteName ?? vt('logoAlt')} />
          ) : (
            <AtalhoLogo height={36} />
          )}
          {siteName ? <p className="atl-site-name">{siteName}</p> : null}
        </div>

        <ProgressRing value={progress} label={vt('progressLabel')} />
        <div className="atl-bar" aria-hidden="true">
          <div className="atl-bar__fill" style={{ width: `${progress}%` }} />
        </div>

        <h1 id={preview ? undefined : 'atl-redirect-title'} className="atl-title">
          {vt('redirectingTo')}
        </h1>
        <a className="atl-target" href={url} rel="noopener nofollow">
          {url}
        </a>

        {actions ? <div className="atl-actions">{actions}</div> : null}

        {plan.showPromotion ? (
          <a className="atl-button atl-button--accent" href="/">
            {vt('promoButton')}
          </a>
        ) : null}
      </section>

      {plan.banner ? (
        <a
          className="atl-owner-banner"
          href={plan.banner.link ?? url}
          target="_blank"
          rel="noopener nofollow"
        >
          <img src={plan.banner.src} alt={vt('bannerAlt')} />
        </a>
      ) : null}

      {plan.showPromotion ? <PromotionBanner /> : null}

      {children}
    </Root>
  );
}
