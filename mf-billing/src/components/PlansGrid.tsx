import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { CardsSkeleton, LoadError, planLabel } from '@atalho/ui';
import { EmptyState, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useHeldPlanIds } from '../hooks/useCurrentUser';
import { usePlans } from '../hooks/usePlans';
import { useSubscribeFlow } from '../hooks/useSubscribeFlow';
import { t } from '../i18n';
import type { Period } from '../lib/pricing';
import { hasDiscount } from '../state/discount';
import { AlreadySubscribedDialog } from './AlreadySubscribedDialog';
import { LoginDialog } from './LoginDialog';
import { PlanCard } from './PlanCard';
import { PlansCarousel } from './PlansCarousel';

// The wizard (forms, masks, card check) loads only when someone subscribes.
const SubscriptionDialog = lazy(() =>
  import('../subscription/SubscriptionDialog').then((module) => ({ default: module.SubscriptionDialog })),
);

export interface PlansGridProps {
  /** A plan name (`URL_SHORTNER_PRO`) or id to highlight, from a locked feature or `?planId=`. */
  planHint?: string | null;
}

/** Monthly/yearly tabs and the plan cards; shared by the plans page and the plans dialog. */
export function PlansGrid({ planHint }: PlansGridProps) {
  const [period, setPeriod] = useState<Period>('monthly');
  const plans = usePlans();
  const held = useHeldPlanIds();
  const { flow, choose, close, signedIn } = useSubscribeFlow(plans.data, held);
  const discount = hasDiscount();

  const isHinted = (plan: SubscriptionPlan) => planHint === plan.name || planHint === String(plan.id);

  if (plans.isPending) return <CardsSkeleton rows={3} />;
  if (plans.isError) {
    return <LoadError message={t('plansLoadError')} retryLabel={t('plansRetry')} onRetry={plans.refetch} />;
  }
  if (plans.data.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{t('plansEmptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('plansEmptyDescription')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const hinted = plans.data.findIndex(isHinted);
  return (
    // The plan cards are the panel of the selected period's tab (its trigger's `aria-controls` names it).
    <Tabs.Root
      value={period}
      onValueChange={({ value }) => setPeriod(value === 'yearly' ? 'yearly' : 'monthly')}
      variant="enclosed"
    >
      <Tabs.List display="flex" w="fit-content" mx="auto">
        <Tabs.Trigger value="monthly">{t('plansMonthly')}</Tabs.Trigger>
        <Tabs.Trigger value="yearly">{t('plansYearly')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={period} pt="6">
        <PlansCarousel
          focusIndex={hinted >= 0 ? hinted : undefined}
          slides={plans.data.map((plan) => ({
            key: String(plan.id),
            label: planLabel(plan.name),
            content: (
              <PlanCard
                plan={plan}
                period={period}
                highlighted={isHinted(plan)}
                held={held.has(plan.id)}
                signedIn={signedIn}
                discount={discount}
                onChoose={(chosen) => choose(chosen, period)}
              />
            ),
          }))}
        />
      </Tabs.Content>
      {flow?.step === 'login' && <LoginDialog plan={flow.plan} onClose={close} />}
      {flow?.step === 'held' && <AlreadySubscribedDialog plan={flow.plan} onClose={close} />}
      {flow?.step === 'subscribe' && (
        <Suspense fallback={null}>
          <SubscriptionDialog plan={flow.plan} period={flow.period} discount={discount} onClose={close} />
        </Suspense>
      )}
    </Tabs.Root>
  );
}
