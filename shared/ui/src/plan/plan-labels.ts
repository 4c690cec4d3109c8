import type { PlanTier } from '@atalho/sdk/schemas';
import { t } from '@atalho/ui/i18n';

/** A plan's display name from its API name (`URL_SHORTNER_PRO` → "Profissional"). */
export function planLabel(plan: string): string {
  return t.maybe(`plan.name.${plan}`);
}

/** The catalogue's name of a paid tier's plan (`PRO` → `URL_SHORTNER_PRO`, spec 002 plan names). */
export function planNameOf(tier: Exclude<PlanTier, 'FREE'>): string {
  return `URL_SHORTNER_${tier}`;
}

/** What a plan include says: the text of `desc_{name}` (spec 002 §3); an unknown include shows its name. */
export function planIncludeLabel(name: string): string {
  const key = `desc_${name}`;
  return t.has(key) ? t(key) : name;
}
