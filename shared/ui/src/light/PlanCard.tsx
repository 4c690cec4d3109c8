import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { formatBRL } from '@atalho/ui/format';
import { t } from '@atalho/ui/i18n';
import { CheckCircleIcon, CrownIcon } from '@atalho/ui/icons';
import { planIncludeLabel, planLabel } from '@atalho/ui/plan-labels';
import { type BillingPeriod, discountMonthsOf, planPrice } from '@atalho/ui/plan-pricing';
import type { ReactNode } from 'react';
import './plan-card.css';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  period: BillingPeriod;
  /** The badge of the plan to point out ("Recomendado"); the card is drawn raised. */
  highlight?: string | undefined;
  /** Show the `d` discount (spec 002 §9) on monthly prices. */
  discount?: boolean;
  /** The card's button, the one thing each page does differently. */
  action: ReactNode;
}

/**
 * A plan as the light pages draw it, in plain React and CSS: crown (paid plans, spec 002 §3), name, price
 * (the yearly price's monthly equivalent and savings, the discount's struck price), what the plan includes,
 * and the page's own button.
 */
export function PlanCard({ plan, period, highlight, discount = false, action }: PlanCardProps) {
  const price = planPrice(plan, period, discount);
  const includes = (plan.subscriptionPlanIncludes ?? [])
    .filter((include) => include.active)
    .sort((a, b) => a.order - b.order);
  return (
    <div className={`pub-plan${highlight ? ' pub-plan--highlighted' : ''}`} data-testid={`plan-${plan.id}`}>
      <span className="pub-plan-crown" aria-hidden="true">
        {plan.free ? null : <CrownIcon size={24} />}
      </span>
      <div className="pub-plan-name">
        <h3>{planLabel(plan.name)}</h3>
        {highlight ? <span className="pub-badge pub-badge--accent">{highlight}</span> : null}
      </div>
      <div className="pub-plan-price">
        {price.fullAmount !== null ? (
          <p className="pub-plan-note">
            <s>{formatBRL(price.fullAmount)}</s>{' '}
            <span className="pub-badge pub-badge--green">
              {t('plan.discount', { months: discountMonthsOf(plan) })}
            </span>
          </p>
        ) : null}
        {/* The free plan too shows an amount (R$ 0,00), not its name a second time under its name. */}
        <p className="pub-plan-amount">
          <span className="pub-nowrap">{formatBRL(price.amount)}</span>
          {/* On a narrow card the period goes to the next line instead of splitting the amount. */}
          <wbr />
          <span className="pub-plan-period">{t(`plan.per.${period}`)}</span>
        </p>
        {period === 'yearly' && !plan.free ? (
          <div className="pub-plan-yearly">
            <p className="pub-plan-note">
              {t('plan.monthlyEquivalent', { amount: formatBRL(price.monthlyEquivalent) })}
            </p>
            {price.savings > 0 ? (
              <span className="pub-badge pub-badge--green">
                {t('plan.yearlySavings', {
                  amount: formatBRL(price.savings),
                  percent: price.savingsPercent,
                })}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      <ul className="pub-checks">
        {includes.map((include) => (
          <li key={include.id}>
            <span className="pub-check" aria-hidden="true">
              <CheckCircleIcon size={16} />
            </span>
            {planIncludeLabel(include.name)}
          </li>
        ))}
      </ul>
      {action}
    </div>
  );
}
