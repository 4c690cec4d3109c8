import { hasDiscountFlag } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { PlanGrid, usePlanCatalogue } from '@atalho/ui/light-plans';
import { signInToSubscribe, signInWithGoogle } from '@atalho/ui/sign-in';
import { t } from '../../i18n';
import './home.css';

/** The free plan starts with a sign-in that lands on the links; a paid one is remembered across it. */
function ChooseButton({ plan, highlighted }: { plan: SubscriptionPlan; highlighted: boolean }) {
  return (
    <button
      type="button"
      className={`pub-button pub-button--md${highlighted ? '' : ' pub-button--outline'}`}
      onClick={() => (plan.free ? signInWithGoogle('/painel/links/shortened') : signInToSubscribe(plan.id))}
    >
      {plan.free ? t('startFree') : t('choosePlan')}
    </button>
  );
}

export function PlansSection() {
  const plans = usePlanCatalogue();

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
          <PlanGrid
            plans={plans.data}
            discount={hasDiscountFlag()}
            action={(plan, _period, highlighted) => <ChooseButton plan={plan} highlighted={highlighted} />}
          />
        )}
      </div>
    </section>
  );
}
