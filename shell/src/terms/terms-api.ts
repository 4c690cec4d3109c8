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
  /** The user has accepted no version of either document: a first acceptance, not an update. */
  first: boolean;
}

/** An unreadable answer counts as accepted, so a broken endpoint cannot trap the user in the dialog. */
async function hasAcceptance(check: () => Promise<{ empty: boolean }>): Promise<boolean> {
  try {
    return !(await check()).empty;
  } catch {
    return true;
  }
}

/** Whether the user's record holds an acceptance of any version of either document. */
async function acceptedBefore(): Promise<boolean> {
  const any = { page: 0, size: 1 };
  const accepted = await Promise.all([
    hasAcceptance(() => listTermsOfUseAcceptances(any)),
    hasAcceptance(() => listPrivacyPolicyAcceptances(any)),
  ]);
  return accepted.some(Boolean);
}

/**
 * The latest terms of use and privacy policy the user has not accepted yet (null when accepted), and whether
 * this is the user's first acceptance, read from their acceptances on record.
 */
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
  // Asked only when something is pending; an unreadable record counts as accepted before (the update wording).
  const first = (!termsOk || !privacyOk) && !(await acceptedBefore());
  return { termsOfUse: termsOk ? null : terms, privacyPolicy: privacyOk ? null : privacy, first };
}

export async function acceptTerms(pending: PendingTerms): Promise<void> {
  await Promise.all([
    pending.termsOfUse && acceptTermsOfUse({ termsOfUse: { id: pending.termsOfUse.id } }),
    pending.privacyPolicy && acceptPrivacyPolicy({ privacyPolicy: { id: pending.privacyPolicy.id } }),
  ]);
}
