import {
  type PrivacyPolicy,
  PrivacyPolicyPage,
  type SignPrivacyPolicyBody,
  type SignTermsOfUseBody,
  type TermsOfUse,
  TermsOfUsePage,
  type TermsQuery,
  UserSignPrivacyPolicy,
  UserSignPrivacyPolicyPage,
  type UserSignPrivacyPolicyQuery,
  UserSignTermsOfUse,
  UserSignTermsOfUsePage,
  type UserSignTermsOfUseQuery,
} from '@atalho/sdk/schemas';
import { api, parseResponse, type QueryInput, silent } from '../client';

/** Query keys of the legal texts and the signed-in user's acceptances; accepting invalidates `termsKeys.all`. */
export const termsKeys = {
  all: ['terms'],
  latestTermsOfUse: () => [...termsKeys.all, 'terms-of-use', 'latest'],
  latestPrivacyPolicy: () => [...termsKeys.all, 'privacy-policy', 'latest'],
  pending: () => [...termsKeys.all, 'pending'],
} as const;

/** The terms view asks for one item, newest first (spec 000 §7). */
export const LATEST_TERMS_QUERY = { page: 0, size: 1, orderBy: 'id:DESC' } as const;

/** GET /api/v1/terms-of-use: a page of the published versions. */
export async function listTermsOfUse(query: QueryInput<TermsQuery>): Promise<TermsOfUsePage> {
  return parseResponse(TermsOfUsePage, await api.get('terms-of-use', { searchParams: query }).json());
}

/** GET /api/v1/privacy-policies: a page of the published versions. */
export async function listPrivacyPolicies(query: QueryInput<TermsQuery>): Promise<PrivacyPolicyPage> {
  return parseResponse(PrivacyPolicyPage, await api.get('privacy-policies', { searchParams: query }).json());
}

/** The newest terms of use, or null when none is published. */
export async function latestTermsOfUse(): Promise<TermsOfUse | null> {
  return (await listTermsOfUse(LATEST_TERMS_QUERY)).content[0] ?? null;
}

/** The newest privacy policy, or null when none is published. */
export async function latestPrivacyPolicy(): Promise<PrivacyPolicy | null> {
  return (await listPrivacyPolicies(LATEST_TERMS_QUERY)).content[0] ?? null;
}

/**
 * GET /api/v1/user-sign-terms-of-use: the signed-in user's acceptances. Silent: the acceptance check runs on
 * every panel page and must not raise a snackbar when it fails.
 */
export async function listTermsOfUseAcceptances(
  query: QueryInput<UserSignTermsOfUseQuery>,
): Promise<UserSignTermsOfUsePage> {
  const data = await api.get('user-sign-terms-of-use', { ...silent, searchParams: query }).json();
  return parseResponse(UserSignTermsOfUsePage, data);
}

/** POST /api/v1/user-sign-terms-of-use: the signed-in user accepts a version. */
export async function acceptTermsOfUse(body: SignTermsOfUseBody): Promise<UserSignTermsOfUse> {
  return parseResponse(UserSignTermsOfUse, await api.post('user-sign-terms-of-use', { json: body }).json());
}

/** GET /api/v1/user-sign-privacy-policy: the signed-in user's acceptances (silent, as above). */
export async function listPrivacyPolicyAcceptances(
  query: QueryInput<UserSignPrivacyPolicyQuery>,
): Promise<UserSignPrivacyPolicyPage> {
  const data = await api.get('user-sign-privacy-policy', { ...silent, searchParams: query }).json();
  return parseResponse(UserSignPrivacyPolicyPage, data);
}

/** POST /api/v1/user-sign-privacy-policy: the signed-in user accepts a version. */
export async function acceptPrivacyPolicy(body: SignPrivacyPolicyBody): Promise<UserSignPrivacyPolicy> {
  const data = await api.post('user-sign-privacy-policy', { json: body }).json();
  return parseResponse(UserSignPrivacyPolicy, data);
}
