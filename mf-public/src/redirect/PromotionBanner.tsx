import { AtalhoLogo } from '@atalho/ui/visitor';
import { vt } from './copy';

/** The fixed banner shown while free owners' links count down (spec 000 §6). */
export function PromotionBanner() {
  return (
    <aside className="atl-promo" aria-label={vt('promoTitle')}>
      <a className="atl-promo__link" href="/">
        <span className="atl-promo__logo">
          <AtalhoLogo height={26} />
        </span>
        <span className="atl-promo__text">
          <strong>{vt('promoTitle')}</strong>
          <span>{vt('promoText')}</span>
        </span>
        <span className="atl-promo__cta">{vt('promoBannerCta')}</span>
      </a>
    </aside>
  );
}
