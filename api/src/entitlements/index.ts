import type { PaidTier, PlanTier } from '../modules/plans/catalogue';

const levels: Record<PlanTier, number> = { FREE: 0, BASIC: 1, PRO: 2, BUSINESS: 3 };

/** The plan each feature needs (spec 001 §1 table; spec 000 §1 summary). */
export const featurePlans = {
  editLink: 'BASIC',
  viewCounts: 'BASIC',
  detailedAnalytics: 'PRO',
  loadingScreen: 'PRO',
  customPreview: 'PRO',
  // The API access page disables the credential button "below PRO" (spec 001 §2), so PRO it is.
  apiAccess: 'PRO',
  smsSending: 'PRO',
  infoproductPro: 'PRO',
  customDomain: 'BUSINESS',
  bioPromoRemoval: 'PRO',
} as const satisfies Record<string, PaidTier>;

export type Feature = keyof typeof featurePlans;

/** Anything carrying the user's active plans (request.user, a link owner loaded with plans…). */
export interface Entitled {
  plans: readonly { tier: PlanTier }[];
}

type MaybeUser = Entitled | null | undefined;

/** 0 free (or nobody), 1 basic, 2 pro, 3 business: the best active plan. */
export function planLevel(user: MaybeUser): number {
  return Math.max(0, ...(user?.plans ?? []).map((plan) => levels[plan.tier]));
}

export function planTier(user: MaybeUser): PlanTier {
  const level = planLevel(user);
  return (Object.keys(levels) as PlanTier[]).find((tier) => levels[tier] === level) ?? 'FREE';
}

export function hasPlan(user: MaybeUser, tier: PlanTier): boolean {
  return planLevel(user) >= levels[tier];
}

export function isPaid(user: MaybeUser): boolean {
  return planLevel(user) > 0;
}

export function may(user: MaybeUser, feature: Feature): boolean {
  return hasPlan(user, featurePlans[feature]);
}
