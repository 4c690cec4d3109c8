import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { t } from '../i18n';

export interface ChooseButtonProps {
  plan: SubscriptionPlan;
  highlighted: boolean;
  held: boolean;
  signedIn: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
  /** The pointer or focus reached the button: a choice may follow (the dialogs' chunk is fetched). */
  onIntent?: () => void;
}

/** A plan card's button on the plans page: sign up, subscribe, or the plan already held. */
export function ChooseButton({ plan, highlighted, held, signedIn, onChoose, onIntent }: ChooseButtonProps) {
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
