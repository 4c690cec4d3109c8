import type { Feature, SubscriptionPlan } from '@atalho/sdk/schemas';
import { CheckCircleIcon } from '@atalho/ui/icons';
import { highlightedPlan } from '@atalho/ui/light-plans';
import { planIncludeLabel, planLabel } from '@atalho/ui/plan-labels';
import { useId } from 'react';
import { t } from '../i18n';

/**
 * The entitlements a buyer weighs, one row each, in this order within a plan. Which plan has one is the plan's
 * `features` from the API (the one entitlements table), never the includes' text. `brandedQrCode` is left out:
 * its logo is the loading screen's picture, which only a plan with `loadingScreen` can set, so the row would
 * promise BASIC a logo it cannot add.
 */
const COMPARED = [
  'viewCounts',
  'editLink',
  'adFree',
  'shortRedirectWait',
  'detailedAnalytics',
  'loadingScreen',
  'customPreview',
  'mediaUpload',
  'bioPromoRemoval',
  'infoproductPro',
  'smsSending',
  'smsCreditBonus',
  'apiAccess',
  'customDomain',
] as const satisfies readonly Feature[];

interface Row {
  key: string;
  label: string;
  has(plan: SubscriptionPlan): boolean;
}

/**
 * What the free plan includes is gated by no entitlement, so every plan has it: those rows come first. Then
 * each compared feature some plan has, from the first plan (left to right) that has it: the table reads as
 * a staircase.
 */
function rowsOf(plans: readonly SubscriptionPlan[]): Row[] {
  const free = plans.find((plan) => plan.free);
  const everyPlan: Row[] = (free?.subscriptionPlanIncludes ?? [])
    .filter((include) => include.active)
    .sort((a, b) => a.order - b.order)
    .map((include) => ({ key: include.name, label: planIncludeLabel(include.name), has: () => true }));
  const firstWith = (feature: Feature) => plans.findIndex((plan) => plan.features?.includes(feature));
  const gated: Row[] = COMPARED.filter((feature) => firstWith(feature) >= 0)
    .sort((a, b) => firstWith(a) - firstWith(b))
    .map((feature) => ({
      key: feature,
      label: t(`compare_${feature}` as const),
      has: (plan) => plan.features?.includes(feature) ?? false,
    }));
  return [...everyPlan, ...gated];
}

function Mark({ included }: { included: boolean }) {
  return included ? (
    <>
      <span className="plans-compare-yes" aria-hidden="true">
        <CheckCircleIcon size={20} />
      </span>
      <span className="pub-sr-only">{t('compareIncluded')}</span>
    </>
  ) : (
    <>
      <span className="plans-compare-no" aria-hidden="true">
        —
      </span>
      <span className="pub-sr-only">{t('compareNotIncluded')}</span>
    </>
  );
}

export interface PlanComparisonProps {
  /** The plans in the grid's order. */
  plans: readonly SubscriptionPlan[];
  /** The grid's hint: the same plan's column is marked. */
  hint?: string | null | undefined;
}

/**
 * Every plan's features side by side, in a real table. On a phone each row's feature spans the width above
 * its four marks, so the table never scrolls sideways.
 */
export function PlanComparison({ plans, hint }: PlanComparisonProps) {
  const headingId = useId();
  const rows = rowsOf(plans);
  if (rows.length === 0) return null;
  const marked = highlightedPlan(plans, hint)?.plan.id;
  const columnClass = (plan: SubscriptionPlan) => (plan.id === marked ? 'plans-compare-marked' : undefined);
  return (
    <section className="plans-compare" aria-labelledby={headingId}>
      <h2 id={headingId} className="plans-compare-title">
        {t('compareTitle')}
      </h2>
      <table
        className="plans-compare-table"
        aria-labelledby={headingId}
        style={{ '--plans-count': plans.length } as Record<string, number>}
      >
        <thead>
          <tr>
            <th scope="col" className="plans-compare-corner">
              <span className="pub-sr-only">{t('compareFeature')}</span>
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className={columnClass(plan)}>
                {planLabel(plan.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => (
                <td key={plan.id} className={columnClass(plan)}>
                  <Mark included={row.has(plan)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
