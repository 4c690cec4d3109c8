import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { brandVars } from '@atalho/ui/light';
import { PeriodTabs, PlanCard } from '@atalho/ui/light-plans';
import { planLabel } from '@atalho/ui/plan-labels';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useHeldPlanIds } from '../hooks/useCurrentUser';
import { usePlans } from '../hooks/usePlans';
import { useSubscribeFlow } from '../hooks/useSubscribeFlow';
import { t } from '../i18n';
import { hasDiscount } from '../state/discount';
import { ChooseButton } from './ChooseButton';
import { PlansCarousel } from './PlansCarousel';
import './plans.css';

// The dialogs (and the wizard's forms, masks and card check) load only when a choice is near: the pointer or
// focus on a plan's button fetches them, so the click rarely waits.
const loadDialogs = () => import('./FlowDialog');
const prefetchDialogs = () => void loadDialogs();
const FlowDialog = lazy(() => loadDialogs().then((module) => ({ default: module.FlowDialog })));
const FlowDialogIsland = lazy(() => loadDialogs().then((module) => ({ default: module.FlowDialogIsland })));

export interface PlansGridProps {
  /** A plan name (`URL_SHORTNER_PRO`) or id to highlight, from a locked feature or `?planId=`. */
  planHint?: string | null;
  /** On a light page the dialogs bring their own UI kit provider (a Chakra island). */
  light?: boolean;
}

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="plans-message" role="status">
      <p className="plans-message-title">{title}</p>
      {children}
    </div>
  );
}

/**
 * Monthly/yearly tabs and the plan cards in plain React and CSS, shared by the light plans page and the
 * panel's plans dialog; choosing a plan opens the subscribe flow's dialog.
 */
export function PlansGrid({ planHint, light = false }: PlansGridProps) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const plans = usePlans();
  const held = useHeldPlanIds();
  const { flow, choose, close, signedIn } = useSubscribeFlow(plans.data, held);
  const discount = hasDiscount();
  const isHinted = (plan: SubscriptionPlan) => planHint === plan.name || planHint === String(plan.id);
  const Dialog = light ? FlowDialogIsland : FlowDialog;

  let body: ReactNode;
  if (plans.isPending) {
    body = (
      <div className="plans-skeletons" aria-busy="true" data-testid="plans-skeleton">
        {[1, 2, 3].map((key) => (
          <div key={key} className="pub-skeleton plans-skeleton" />
        ))}
      </div>
    );
  } else if (plans.isError) {
    body = (
      <Message title={t('plansLoadError')}>
        <button
          type="button"
          className="pub-button pub-button--md pub-button--outline"
          onClick={() => void plans.refetch()}
        >
          {t('plansRetry')}
        </button>
      </Message>
    );
  } else if (plans.data.length === 0) {
    body = (
      <Message title={t('plansEmptyTitle')}>
        <p>{t('plansEmptyDescription')}</p>
      </Message>
    );
  } else {
    const hinted = plans.data.findIndex(isHinted);
    body = (
      <PeriodTabs period={period} onChange={setPeriod}>
        <PlansCarousel
          focusIndex={hinted >= 0 ? hinted : undefined}
          slides={plans.data.map((plan) => ({
            key: String(plan.id),
            label: planLabel(plan.name),
            content: (
              <PlanCard
                plan={plan}
                period={period}
                highlight={isHinted(plan) ? t('plansRecommended') : undefined}
                discount={discount}
                action={
                  <ChooseButton
                    plan={plan}
                    highlighted={isHinted(plan)}
                    held={held.has(plan.id)}
                    signedIn={signedIn}
                    onChoose={(chosen) => choose(chosen, period)}
                    onIntent={prefetchDialogs}
                  />
                }
              />
            ),
          }))}
        />
      </PeriodTabs>
    );
  }

  return (
    <div className="pub plans" style={brandVars}>
      {body}
      {flow ? (
        <Suspense fallback={null}>
          <Dialog flow={flow} discount={discount} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
