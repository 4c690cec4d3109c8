import { t } from '@atalho/ui/i18n';
import { brandVars } from '../theme/brand-vars';
import { AtalhoLogo } from '../visitor/AtalhoLogo';

export const CONTACT_EMAIL = 'contato@atalho.app';

/** The public pages' footer, plain React and CSS: the same on the light pages and the Chakra ones. */
export function PublicFooter() {
  return (
    <footer className="pub pub-footer" style={brandVars}>
      <div className="pub-container">
        <div className="pub-footer-row">
          <div className="pub-footer-contact">
            <span className="pub-footer-logo">
              <AtalhoLogo height={28} />
            </span>
            <p>
              {t('footer.contact')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
          </div>
          <nav className="pub-footer-links" aria-label={t('footer.nav')}>
            <a href="/privacy-policy">{t('footer.privacy')}</a>
            <a href="/whats-new">{t('footer.news')}</a>
            <a href="/lp">{t('footer.affiliates')}</a>
          </nav>
        </div>
        <p className="pub-footer-credit">{t('footer.credit', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
