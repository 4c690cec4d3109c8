import { hasDiscountFlag, listPlans, planKeys } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { PeriodTabs, PlanCard } from '@atalho/ui/light-plans';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import { signInToSubscribe, signInWithGoogle } from '@atalho/ui/sign-in';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import './home.css';

/** Active plans, free first, then by price. */
const activeCheapestFirst = (plans: SubscriptionPlan[]) =>
  plans
    .filter((plan) => plan.active)
    .sort((a, b) => Number(b.free) - Number(a.free) || a.price - b.price || a.id - b.id);

const isPopular = (plan: SubscriptionPlan) => plan.name === 'URL_SHORTNER_PRO';

/** The free plan starts with a sign-in that lands on the links; a paid one is remembered across it. */
function ChooseButton({ plan }: { plan: SubscriptionPlan }) {
  return (
    <button
      type="button"
      className={`pub-button pub-button--md${isPopular(plan) ? '' : ' pub-button--outline'}`}
      onClick={() => (plan.free ? signInWithGoogle('/painel/links/shortened') : signInToSubscribe(plan.id))}
    >
      {plan.free ? t('startFree') : t('choosePlan')}
    </button>
  );
}

export function PlansSection() {
  const plans = useQuery({ queryKey: planKeys.catalogue(), queryFn: listPlans, select: activeCheapestFirst });
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <section id="sec-3" className="home-section home-section--muted home-anchor">
      <div className="pub-container">
        <div className="home-plans-head">
          <h2 className="home-title">{t('plansTitle')}</h2>
          <p className="home-subtle">{t('plansSubtitle')}</p>
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
          <PeriodTabs period={period} onChange={setPeriod}>
            <div className="home-grid" aria-busy={plans.isPending}>
              {plans.isPending
                ? [1, 2, 3, 4].map((key) => (
                    <div key={key} className="pub-skeleton home-skeleton" aria-hidden="true" />
                  ))
                : plans.data.map((plan) => (
                    <PlanCard
                      key={plan.id}
                      plan={plan}
                      period={period}
                      discount={hasDiscountFlag()}
                      highlight={isPopular(plan) ? t('popular') : undefined}
                      action={<ChooseButton plan={plan} />}
                    />
                  ))}
            </div>
          </PeriodTabs>
        )}
      </div>
    </section>
  );
}
