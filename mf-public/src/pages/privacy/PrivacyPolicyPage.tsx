import { latestPrivacyPolicy, latestTermsOfUse, termsKeys } from '@atalho/sdk';
import { useDocumentTitle } from '@atalho/ui/document-title';
import { brandVars, PublicFooter } from '@atalho/ui/light';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { HomeHeader } from '../home/HomeHeader';
import { LegalDocument } from './LegalDocument';
import './privacy.css';

/**
 * /privacy-policy: the latest terms of use and privacy policy with their update dates. A light page (plain React
 * and CSS, decision 022) that the server also draws with both documents (decision 038), so it reads with no script.
 */
export function PrivacyPolicyPage() {
  useDocumentTitle(t('privacyPageTitle'));
  const terms = useQuery({ queryKey: termsKeys.latestTermsOfUse(), queryFn: latestTermsOfUse });
  const privacy = useQuery({ queryKey: termsKeys.latestPrivacyPolicy(), queryFn: latestPrivacyPolicy });

  return (
    <div className="pub legal-page" style={brandVars}>
      <HomeHeader />
      <main className="pub-container legal-main">
        <h1 className="legal-title">{t('privacyTitle')}</h1>
        <div className="legal-stack">
          <LegalDocument id="terms-of-use" title={t('termsHeading')} query={terms} />
          <LegalDocument id="privacy-policy" title={t('privacyHeading')} query={privacy} />
          <ThirdParties />
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

/** Who else takes part, with the attribution DB-IP's licence (CC BY 4.0) asks for. */
function ThirdParties() {
  return (
    <section className="legal-card" aria-labelledby="third-parties">
      <h2 id="third-parties">{t('thirdPartiesHeading')}</h2>
      <ul className="legal-third-parties">
        <li>{t('thirdPartyGoogle')}</li>
        <li>
          {t('thirdPartyGeo')}{' '}
          <a href="https://db-ip.com" target="_blank" rel="noopener">
            {t('thirdPartyGeoLink')}
          </a>
          .
        </li>
      </ul>
    </section>
  );
}
