import {
  acceptPrivacyPolicy,
  acceptTermsOfUse,
  latestPrivacyPolicy,
  latestTermsOfUse,
  listPrivacyPolicyAcceptances,
  listTermsOfUseAcceptances,
} from '@atalho/sdk';
import type { PrivacyPolicy, TermsOfUse } from '@atalho/sdk/schemas';

export interface PendingTerms {
  termsOfUse: TermsOfUse | null;
  privacyPolicy: PrivacyPolicy | null;
}

/** An unreadable answer counts as accepted, so a broken endpoint cannot trap the user in the dialog. */
async function hasAcceptance(check: () => Promise<{ empty: boolean }>): Promise<boolean> {
  try {
    return !(await check()).empty;
  } catch {
    return true;
  }
}

/** The latest terms of use and privacy policy the user has not accepted yet (null when accepted). */
export async function findPendingTerms(): Promise<PendingTerms> {
  const [terms, privacy] = await Promise.all([latestTermsOfUse(), latestPrivacyPolicy()]);
  const [termsOk, privacyOk] = await Promise.all([
    terms
      ? hasAcceptance(() => listTermsOfUseAcceptances({ page: 0, size: 1, termsOfUseId: terms.id }))
      : true,
    privacy
      ? hasAcceptance(() => listPrivacyPolicyAcceptances({ page: 0, size: 1, privacyPolicyId: privacy.id }))
      : true,
  ]);
  return { termsOfUse: termsOk ? null : terms, privacyPolicy: privacyOk ? null : privacy };
}

export async function acceptTerms(pending: PendingTerms): Promise<void> {
  await Promise.all([
    pending.termsOfUse && acceptTermsOfUse({ termsOfUse: { id: pending.termsOfUse.id } }),
    pending.privacyPolicy && acceptPrivacyPolicy({ privacyPolicy: { id: pending.privacyPolicy.id } }),
  ]);
}
