import { api } from './client';
import type { PrivacyPolicy, PrivacyPolicyPage, TermsOfUse, TermsOfUsePage } from './schemas/terms';

/** The terms view asks for one item, newest first (spec 000 §7). */
const LATEST = { page: 0, size: 1, orderBy: 'id:DESC' } as const;

/** GET /api/v1/terms-of-use — the newest version, or null when none is published. */
export async function latestTermsOfUse(): Promise<TermsOfUse | null> {
  const page = await api.get('terms-of-use', { searchParams: LATEST }).json<TermsOfUsePage>();
  return page.content[0] ?? null;
}

/** GET /api/v1/privacy-policies — the newest version, or null when none is published. */
export async function latestPrivacyPolicy(): Promise<PrivacyPolicy | null> {
  const page = await api.get('privacy-policies', { searchParams: LATEST }).json<PrivacyPolicyPage>();
  return page.content[0] ?? null;
}
