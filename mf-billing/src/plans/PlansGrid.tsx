import { brandVars } from '@atalho/ui/light';
import { PlanGrid, usePlanCatalogue } from '@atalho/ui/light-plans';
import { lazy, type ReactNode, Suspense } from 'react';
import { useHeldPlanIds } from '../hooks/useCurrentUser';
import { useSubscribeFlow } from '../hooks/useSubscribeFlow';
import { t } from '../i18n';
import { hasDiscount } from '../state/discount';
import { ChooseButton } from './ChooseButton';
import { PlanComparison } from './PlanComparison';
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
  /** Show the `d` discount (spec 002 §9); the flag kept on this device by default. */
  discount?: boolean;
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
 * The plans grid of every light page (@atalho/ui/light-plans) with the subscribe flow's buttons, and the
 * comparison of what each plan unlocks; shared by the light plans page and the panel's plans dialog.
 * Choosing a plan opens the subscribe flow's dialog.
 */
export function PlansGrid({ planHint, light = false, discount = hasDiscount() }: PlansGridProps) {
  const plans = usePlanCatalogue();
  const held = useHeldPlanIds();
  const { flow, choose, close, signedIn } = useSubscribeFlow(plans.data, held);
  const Dialog = light ? FlowDialogIsland : FlowDialog;

  let body: ReactNode;
  if (plans.isError) {
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
  } else if (plans.data?.length === 0) {
    body = (
      <Message title={t('plansEmptyTitle')}>
        <p>{t('plansEmptyDescription')}</p>
      </Message>
    );
  } else {
    body = (
      <>
        <PlanGrid
          plans={plans.data}
          hint={planHint}
          hintLabel={t('plansRecommended')}
          discount={discount}
          action={(plan, period, highlighted) => (
            <ChooseButton
              plan={plan}
              highlighted={highlighted}
              held={held.has(plan.id)}
              signedIn={signedIn}
              onChoose={(chosen) => choose(chosen, period)}
              onIntent={prefetchDialogs}
            />
          )}
        />
        {plans.data ? <PlanComparison plans={plans.data} hint={planHint} /> : null}
      </>
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
