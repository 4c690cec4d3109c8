import * as v from 'valibot';
import { idRef, idString, pageSchema, pagingQueryEntries } from './common';

/** A version of the terms of use or of the privacy policy; `name` is the version, e.g. "1.0.2". */
export const TermsOfUse = v.object({
  id: v.number(),
  name: v.string(),
  dateUpdate: v.string(),
  content: v.string(),
});
export type TermsOfUse = v.InferOutput<typeof TermsOfUse>;

/** The privacy policy has the shape of the terms of use. */
export type PrivacyPolicy = TermsOfUse;

export const TermsOfUsePage = pageSchema(TermsOfUse);
export type TermsOfUsePage = v.InferOutput<typeof TermsOfUsePage>;
export const PrivacyPolicyPage = pageSchema(TermsOfUse);
export type PrivacyPolicyPage = v.InferOutput<typeof PrivacyPolicyPage>;

/** GET /api/v1/terms-of-use and /api/v1/privacy-policies; the terms view asks size 1, orderBy id:DESC. */
export const termsQuery = v.object({ ...pagingQueryEntries });
export type TermsQuery = v.InferInput<typeof termsQuery>;

export const userSignTermsOfUseQuery = v.object({
  ...pagingQueryEntries,
  termsOfUseId: v.optional(idString),
});
export type UserSignTermsOfUseQuery = v.InferInput<typeof userSignTermsOfUseQuery>;

export const userSignPrivacyPolicyQuery = v.object({
  ...pagingQueryEntries,
  privacyPolicyId: v.optional(idString),
});
export type UserSignPrivacyPolicyQuery = v.InferInput<typeof userSignPrivacyPolicyQuery>;

export const signTermsOfUseBody = v.object({ termsOfUse: idRef });
export type SignTermsOfUseBody = v.InferInput<typeof signTermsOfUseBody>;
export const signPrivacyPolicyBody = v.object({ privacyPolicy: idRef });
export type SignPrivacyPolicyBody = v.InferInput<typeof signPrivacyPolicyBody>;

const versionRef = v.object({ id: v.number(), name: v.string() });

export const UserSignTermsOfUse = v.object({
  id: v.number(),
  termsOfUse: versionRef,
  dateCreate: v.string(),
});
export type UserSignTermsOfUse = v.InferOutput<typeof UserSignTermsOfUse>;
export const UserSignPrivacyPolicy = v.object({
  id: v.number(),
  privacyPolicy: versionRef,
  dateCreate: v.string(),
});
export type UserSignPrivacyPolicy = v.InferOutput<typeof UserSignPrivacyPolicy>;

export const UserSignTermsOfUsePage = pageSchema(UserSignTermsOfUse);
export type UserSignTermsOfUsePage = v.InferOutput<typeof UserSignTermsOfUsePage>;
export const UserSignPrivacyPolicyPage = pageSchema(UserSignPrivacyPolicy);
export type UserSignPrivacyPolicyPage = v.InferOutput<typeof UserSignPrivacyPolicyPage>;
