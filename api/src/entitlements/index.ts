import { bestTier, type Feature, featuresOf, type PlanTier, UPLOAD_QUOTA_BYTES } from '@atalho/sdk/schemas';

/**
 * The API side of the one entitlements table (@atalho/sdk/schemas `entitlements`): a user's tier is the
 * best of their active plans, and what they may do is that tier's features. Nothing else in the API
 * compares plans: routes declare `config: { feature }`, use cases ask `hasFeature`.
 */

/** Anything carrying the user's active plans (request.user, a link owner loaded with plans…). */
export interface Entitled {
  plans: readonly { tier: PlanTier }[];
}

export function tierOf(user: Entitled): PlanTier {
  return bestTier(user.plans.map((plan) => plan.tier));
}

export function featuresOfUser(user: Entitled): Feature[] {
  return featuresOf(tierOf(user));
}

export function hasFeature(user: Entitled, feature: Feature): boolean {
  return featuresOfUser(user).includes(feature);
}

/** The bytes the user's live uploads may hold (UPLOAD_QUOTA_BYTES of their tier; decision 020). */
export function storageQuotaOf(user: Entitled): number {
  return UPLOAD_QUOTA_BYTES[tierOf(user)];
}
