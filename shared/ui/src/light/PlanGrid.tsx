import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { t } from '@atalho/ui/i18n';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import { type ReactNode, useState } from 'react';
import { PeriodTabs } from './PeriodTabs';
import { PlanCard } from './PlanCard';
import { highlightedPlan } from './plan-catalogue';

export interface PlanGridProps {
  /** The plans in display order (`usePlanCatalogue`); undefined while they load. */
  plans: readonly SubscriptionPlan[] | undefined;
  /** A plan name or id to point out instead of the recommended plan (`?planId=`, a locked feature's plan). */
  hint?: string | null | undefined;
  /** The hinted plan's badge ("Indicado para você"); the recommended plan's is "Recomendado". */
  hintLabel?: string | undefined;
  /** Show the `d` discount (spec 002 §9) on monthly prices. */
  discount?: boolean;
  /** A card's button, the one thing each page does differently (sign in, the subscribe flow). */
  action(plan: SubscriptionPlan, period: BillingPeriod, highlighted: boolean): ReactNode;
}

/**
 * Every plan at once under the monthly/yearly tabs: stacked on a phone, two a row from 30rem, all four in a
 * row from 64rem; the highlighted plan raised with its badge. The home page and /plans (and the panel's plans
 * dialog) show this one grid.
 */
export function PlanGrid({ plans, hint, hintLabel, discount = false, action }: PlanGridProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const highlight = plans ? highlightedPlan(plans, hint) : undefined;
  const badge = highlight?.hinted && hintLabel ? hintLabel : t('plan.recommended');
  return (
    <PeriodTabs period={period} onChange={setPeriod}>
      <div className="pub-plan-grid" aria-busy={plans === undefined}>
        {plans === undefined
          ? [1, 2, 3, 4].map((key) => (
              <div key={key} className="pub-skeleton pub-plan-skeleton" aria-hidden="true" />
            ))
          : plans.map((plan) => {
              const highlighted = plan.id === highlight?.plan.id;
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  period={period}
                  discount={discount}
                  highlight={highlighted ? badge : undefined}
                  action={action(plan, period, highlighted)}
                />
              );
            })}
      </div>
    </PeriodTabs>
  );
}
