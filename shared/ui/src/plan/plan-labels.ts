import { t } from '../i18n';

/** A plan's display name from its API name (`URL_SHORTNER_PRO` → "Profissional"). */
export function planLabel(plan: string): string {
  return t.maybe(`plan.name.${plan}`);
}

/** What a plan include says: the text of `desc_{name}` (spec 002 §3); an unknown include shows its name. */
export function planIncludeLabel(name: string): string {
  const key = `desc_${name}`;
  return t.has(key) ? t(key) : name;
}
