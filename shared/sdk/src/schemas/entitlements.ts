import * as v from 'valibot';

/** Plan tiers from lowest to highest. The API maps plan names to tiers (api/src/modules/plans/catalogue.ts). */
export const planTiers = ['FREE', 'BASIC', 'PRO', 'BUSINESS'] as const;
export type PlanTier = (typeof planTiers)[number];

/**
 * The one entitlements table: each feature and the lowest plan that has it (spec 001 §1, spec 000 §1).
 * Nothing else compares plan ids, names or tiers: the API checks `feature` on routes and in use cases,
 * `GET /api/v1/auth` answers the signed-in user's features, the link view carries its owner's, and the
 * UI asks `useEntitlement(feature)`.
 */
export const entitlements = {
  /** No ad rows or cards in the links list, no upgrade button in the top bar. */
  adFree: 'BASIC',
  /** Visitors of this owner's links wait 2 s instead of 4 s (spec 000 §2 redirect screen). */
  shortRedirectWait: 'BASIC',
  /** Edit the code and destination of an existing link (decision 004). */
  editLink: 'BASIC',
  /** Total and unique views. */
  viewCounts: 'BASIC',
  detailedAnalytics: 'PRO',
  /** Logo, site name, banner, loader time and analytics id on the redirect screen. */
  loadingScreen: 'PRO',
  customPreview: 'PRO',
  mediaUpload: 'PRO',
  // The API access page disables the credential button "below PRO" (spec 001 §2), so PRO it is.
  apiAccess: 'PRO',
  smsSending: 'PRO',
  /** R$ 4,00 of SMS credit every month (spec 002 §6), granted by the monthly bonus job. */
  smsCreditBonus: 'PRO',
  infoproductPro: 'PRO',
  bioPromoRemoval: 'PRO',
  /** The owner's logo in the QR code of their links (spec 000 §2). */
  brandedQrCode: 'BASIC',
  customDomain: 'BUSINESS',
} as const satisfies Record<string, Exclude<PlanTier, 'FREE'>>;

export type Feature = keyof typeof entitlements;
export const features = Object.keys(entitlements) as Feature[];
export const Feature = v.picklist(features);

const levelOf = (tier: PlanTier): number => planTiers.indexOf(tier);

/** The best of the given tiers (FREE when there is none). */
export function bestTier(tiers: Iterable<PlanTier>): PlanTier {
  let best: PlanTier = 'FREE';
  for (const tier of tiers) if (levelOf(tier) > levelOf(best)) best = tier;
  return best;
}

/** Every feature the given tier has, in table order. */
export function featuresOf(tier: PlanTier): Feature[] {
  return features.filter((feature) => levelOf(tier) >= levelOf(entitlements[feature]));
}

/** The lowest plan tier that has this feature (for "available from plan X" notices). */
export function requiredTier(feature: Feature): Exclude<PlanTier, 'FREE'> {
  return entitlements[feature];
}
