import { brandVars } from '@atalho/ui/light';
import { AtalhoLogo } from '@atalho/ui/visitor';
import { CONTACT_EMAIL, t } from '../i18n';
import './pieces.css';

/** The public pages' footer, plain React and CSS: the same on the light pages and the Chakra ones. */
export function Footer() {
  return (
    <footer className="pub pub-footer" style={brandVars}>
      <div className="pub-container">
        <div className="pub-footer-row">
          <div className="pub-footer-contact">
            <span className="pub-footer-logo">
              <AtalhoLogo height={28} />
            </span>
            <p>
              {t('footerContact', { email: '' })}
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
          </div>
          <nav className="pub-footer-links" aria-label={t('footerNav')}>
            <a href="/privacy-policy">{t('footerPrivacy')}</a>
            <a href="/whats-new">{t('footerNews')}</a>
            <a href="/lp">{t('footerAffiliates')}</a>
          </nav>
        </div>
        <p className="pub-footer-credit">{t('footerCredit', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
