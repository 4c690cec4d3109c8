import { listPlans, planKeys } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { formatBRL } from '@atalho/ui/format';
import { CheckCircleIcon, CrownIcon } from '@atalho/ui/icons';
import { planIncludeLabel, planLabel } from '@atalho/ui/plan-labels';
import { signInToSubscribe, signInWithGoogle } from '@atalho/ui/sign-in';
import { accentColors } from '@atalho/ui/tokens';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { t } from '../../i18n';
import { type BillingPeriod, priceFor, sortPlans } from '../../lib/plan-pricing';
import './home.css';

const PERIODS = ['monthly', 'yearly'] as const;
const ARROW_STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** The crown's accent 500, from the tokens. */
const sectionStyle: Record<string, string> = { '--home-crown': accentColors[500] };

const activeCheapestFirst = (plans: SubscriptionPlan[]) => sortPlans(plans.filter((plan) => plan.active));

function PlanCard({ plan, period }: { plan: SubscriptionPlan; period: BillingPeriod }) {
  const price = priceFor(plan, period);
  const highlighted = plan.name === 'URL_SHORTNER_PRO';
  const includes = (plan.subscriptionPlanIncludes ?? [])
    .filter((include) => include.active)
    .sort((a, b) => a.order - b.order);

  return (
    <div className={`home-tile home-plan${highlighted ? ' home-plan--highlighted' : ''}`}>
      {highlighted ? (
        <span className="home-badge home-badge--accent home-plan-popular">{t('popular')}</span>
      ) : null}
      <div className="home-plan-name">
        {plan.free ? null : (
          <span className="home-crown">
            <CrownIcon />
          </span>
        )}
        <h3 className="home-h3 home-h3--lg">{planLabel(plan.name)}</h3>
      </div>
      <div className="home-plan-price">
        {plan.free ? (
          <p className="home-price">{t('free')}</p>
        ) : (
          <>
            <p className="home-price home-price--paid">
              <span className="home-amount">{formatBRL(price.amount)}</span>
              {/* On a narrow card the period goes to the next line instead of splitting the amount. */}
              <wbr />
              <span className="home-price-period">{period === 'monthly' ? t('perMonth') : t('perYear')}</span>
            </p>
            {period === 'yearly' ? (
              <div className="home-plan-yearly">
                <p className="home-subtle home-small">
                  {t('equivalentMonthly', { amount: formatBRL(price.monthlyEquivalent) })}
                </p>
                {price.savings > 0 ? (
                  <span className="home-badge home-badge--green">
                    {t('yearlySavings', { amount: formatBRL(price.savings), percent: price.savingsPercent })}
                  </span>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </div>
      <ul className="home-checks">
        {includes.map((include) => (
          <li key={include.id}>
            <span className="home-check">
              <CheckCircleIcon size={16} />
            </span>
            {planIncludeLabel(include.name)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`pub-button pub-button--md${highlighted ? '' : ' pub-button--outline'}`}
        onClick={() => (plan.free ? signInWithGoogle('/painel/links/shortened') : signInToSubscribe(plan.id))}
      >
        {plan.free ? t('startFree') : t('choosePlan')}
      </button>
    </div>
  );
}

/** Monthly or yearly: a radio group of two buttons (Tab reaches both; the arrow keys move the choice too). */
function PeriodToggle({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + PERIODS.length) % PERIODS.length;
    onChange(PERIODS[next] as BillingPeriod);
    buttons.current[next]?.focus();
  };

  return (
    <div className="home-period" role="radiogroup" aria-label={t('plansTitle')}>
      {PERIODS.map((value, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control drawn as buttons (WAI-ARIA radio)
        <button
          key={value}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="radio"
          aria-checked={period === value}
          className={`pub-button${period === value ? '' : ' pub-button--outline'}`}
          onClick={() => onChange(value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(value)}
        </button>
      ))}
    </div>
  );
}

export function PlansSection() {
  const plans = useQuery({ queryKey: planKeys.catalogue(), queryFn: listPlans, select: activeCheapestFirst });
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <section id="sec-3" className="home-section home-section--muted home-anchor" style={sectionStyle}>
      <div className="pub-container">
        <div className="home-plans-head">
          <h2 className="home-title">{t('plansTitle')}</h2>
          <p className="home-subtle">{t('plansSubtitle')}</p>
          <PeriodToggle period={period} onChange={setPeriod} />
        </div>
        {plans.isError ? (
          <div className="home-plans-error">
            <p>{t('plansError')}</p>
            <button
              type="button"
              className="pub-button pub-button--md pub-button--outline"
              onClick={() => void plans.refetch()}
            >
              {t('retry')}
            </button>
          </div>
        ) : (
          <div className="home-grid" aria-busy={plans.isPending}>
            {plans.isPending
              ? [1, 2, 3, 4].map((key) => (
                  <div key={key} className="pub-skeleton home-skeleton" aria-hidden="true" />
                ))
              : plans.data.map((plan) => <PlanCard key={plan.id} plan={plan} period={period} />)}
          </div>
        )}
      </div>
    </section>
  );
}
