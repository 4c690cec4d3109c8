import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { formatBRL } from '@atalho/ui/format';
import { CheckCircleIcon, CrownIcon } from '@atalho/ui/icons';
import { planIncludeLabel, planLabel } from '@atalho/ui/plan-labels';
import { t } from '../i18n';
import { discountMonthsOf, type Period, shownPrice } from '../lib/pricing';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  period: Period;
  highlighted: boolean;
  held: boolean;
  signedIn: boolean;
  discount: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
  /** The pointer or focus reached the card's button: a choice may follow (the dialogs' chunk is fetched). */
  onIntent?: () => void;
}

function ChooseButton({
  plan,
  highlighted,
  held,
  signedIn,
  onChoose,
  onIntent,
}: Omit<PlanCardProps, 'period' | 'discount'>) {
  // Signed in, everyone has the free plan: its button stays, disabled (spec 002 §6).
  if (signedIn && plan.free) {
    return (
      <button type="button" className="pub-button pub-button--md plans-choose plans-subtle" disabled>
        {held ? t('plansCurrent') : t('plansFreeIncluded')}
      </button>
    );
  }
  const label = !signedIn ? t('plansRegister') : held ? t('plansCurrent') : t('plansChoose');
  const look = held ? ' plans-subtle' : highlighted ? '' : ' pub-button--outline';
  return (
    <button
      type="button"
      className={`pub-button pub-button--md plans-choose${look}`}
      onClick={() => onChoose(plan)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {label}
    </button>
  );
}

export function PlanCard({
  plan,
  period,
  highlighted,
  held,
  signedIn,
  discount,
  onChoose,
  onIntent,
}: PlanCardProps) {
  const price = shownPrice(plan, period, discount);
  const includes = (plan.subscriptionPlanIncludes ?? [])
    .filter((include) => include.active)
    .sort((a, b) => a.order - b.order);
  return (
    <div
      className={`plans-card${highlighted ? ' plans-card--highlighted' : ''}`}
      data-testid={`plan-${plan.id}`}
    >
      {/* Paid plans wear a crown above their name (spec 002 §3: plan ids above 1). */}
      <span className="plans-crown" aria-hidden="true">
        {plan.free ? null : <CrownIcon size={24} />}
      </span>
      <div className="plans-name">
        <h3>{planLabel(plan.name)}</h3>
        {highlighted ? (
          <span className="plans-badge plans-badge--accent">{t('plansRecommended')}</span>
        ) : null}
      </div>
      <div>
        {price.fullAmount !== null ? (
          <p className="plans-was">
            <s>{formatBRL(price.fullAmount)}</s>{' '}
            <span className="plans-badge plans-badge--green">
              {t('plansDiscount', { months: discountMonthsOf(plan) })}
            </span>
          </p>
        ) : null}
        <p className="plans-price">
          {plan.free ? (
            t('plansFree')
          ) : (
            <>
              <span className="plans-amount">{formatBRL(price.amount)}</span>
              <wbr />
              <span className="plans-period">
                {period === 'monthly' ? t('plansPerMonth') : t('plansPerYear')}
              </span>
            </>
          )}
        </p>
      </div>
      <ul className="plans-includes">
        {includes.map((include) => (
          <li key={include.id}>
            <span className="plans-check" aria-hidden="true">
              <CheckCircleIcon size={16} />
            </span>
            {planIncludeLabel(include.name)}
          </li>
        ))}
      </ul>
      <ChooseButton
        plan={plan}
        highlighted={highlighted}
        held={held}
        signedIn={signedIn}
        onChoose={onChoose}
        onIntent={onIntent}
      />
    </div>
  );
}
