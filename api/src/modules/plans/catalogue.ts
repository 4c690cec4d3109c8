// The plan catalogue. The same numbers are inserted by drizzle/0001_seed-plans.sql (a test checks they agree);
// change both together, in a new migration.

import type { PlanTier } from '@atalho/sdk/schemas';

/** The plan row name of each tier (tiers and what they unlock: @atalho/sdk/schemas `entitlements`). */
const planNames = {
  FREE: 'FREE',
  BASIC: 'URL_SHORTNER_BASIC',
  PRO: 'URL_SHORTNER_PRO',
  BUSINESS: 'URL_SHORTNER_BUSINESS',
} as const satisfies Record<PlanTier, string>;

export const paidTiers = ['BASIC', 'PRO', 'BUSINESS'] as const satisfies readonly PlanTier[];
export type PaidTier = (typeof paidTiers)[number];

export const FREE_PLAN_ID = 1;

/** The most a yearly price saves on twelve monthly payments: "até 30 %" (spec 002 §9). */
export const YEARLY_MAX_SAVING_PERCENT = 30;

/**
 * Yearly price: 12 months with 30 % off, rounded UP to whole reais, so the saving is never more than 30 %
 * (rounding to the nearest real gave 30.02–30.09 %). Migration 0026 wrote the same numbers.
 */
function annualPriceOf(monthlyCentavos: number): number {
  // Integer arithmetic: 12 × (100 − 30) % of the monthly price, in reais, rounded up.
  return Math.ceil((monthlyCentavos * 12 * (100 - YEARLY_MAX_SAVING_PERCENT)) / 10_000) * 100;
}

export interface CataloguePlan {
  id: number;
  tier: PlanTier;
  name: string;
  free: boolean;
  /** Centavos per month. */
  price: number;
  /** Centavos per year. */
  annualPrice: number;
  order: number;
  /** Include names; the UI shows the text of `desc_<name>`. */
  includes: readonly string[];
}

function plan(id: number, tier: PlanTier, price: number, includes: readonly string[]): CataloguePlan {
  return {
    id,
    tier,
    name: planNames[tier],
    free: price === 0,
    price,
    annualPrice: annualPriceOf(price),
    order: id,
    includes,
  };
}

export const planCatalogue: readonly CataloguePlan[] = [
  plan(1, 'FREE', 0, ['UNLIMITED_LINKS', 'BIO_PAGE', 'QR_CODES']),
  plan(2, 'BASIC', 1490, ['UNLIMITED_LINKS', 'ACCESS_COUNTS', 'EDIT_LINKS']),
  plan(3, 'PRO', 2990, ['ACCESS_COUNTS', 'LOADING_SCREEN', 'CUSTOM_PREVIEW', 'FULL_REPORTS', 'SMS_BONUS']),
  plan(4, 'BUSINESS', 7990, ['FULL_REPORTS', 'CUSTOM_DOMAIN', 'API_ACCESS']),
];

/** Plan id → tier; ids not in the catalogue count as free. */
export function tierOfPlanId(planId: number): PlanTier {
  return planCatalogue.find((p) => p.id === planId)?.tier ?? 'FREE';
}

export function planIdOfTier(tier: PlanTier): number {
  const found = planCatalogue.find((p) => p.tier === tier);
  if (!found) throw new Error(`Unknown plan tier ${tier}`);
  return found.id;
}
