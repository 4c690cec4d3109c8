// /privacy-policy drawn by the server with the latest terms of use and privacy policy (decision 038): the same
// page the shell mounts, so the documents are in the HTML and the app's first render draws the same boxes.
import { LATEST_TERMS_QUERY, termsKeys } from '@atalho/sdk';
import type { PrivacyPolicyPage as PolicyPage, TermsOfUsePage } from '@atalho/sdk/schemas';
import { apiRead, type ServerPage } from '@atalho/sdk/server-page';
import { drawServerPage } from '@atalho/ui/server-page';
import { t } from '../i18n';
import { PrivacyPolicyPage } from '../pages/privacy/PrivacyPolicyPage';

const privacy: ServerPage = {
  reads: {
    terms: apiRead('terms-of-use', LATEST_TERMS_QUERY),
    privacy: apiRead('privacy-policies', LATEST_TERMS_QUERY),
  },
  render({ answers }) {
    const terms = answers.terms as TermsOfUsePage;
    const policy = answers.privacy as PolicyPage;
    return drawServerPage(
      t('privacyPageTitle'),
      [
        [termsKeys.latestTermsOfUse(), terms.content[0] ?? null],
        [termsKeys.latestPrivacyPolicy(), policy.content[0] ?? null],
      ],
      <PrivacyPolicyPage />,
    );
  },
};

export const serverPages: Readonly<Record<string, ServerPage>> = { '/privacy-policy': privacy };
