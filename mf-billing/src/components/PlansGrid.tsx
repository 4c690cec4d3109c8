import { useSession } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { CardsSkeleton, LoadError, notify, planLabel, signInWithGoogle } from '@atalho/ui';
import { EmptyState, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { usePlans } from '../hooks/usePlans';
import { t } from '../i18n';
import { type Period, PlanCard } from './PlanCard';
import { PlansCarousel } from './PlansCarousel';

export interface PlansGridProps {
  /** A plan name (`URL_SHORTNER_PRO`) or id to highlight, from a locked feature or `?planId=`. */
  planHint?: string | null;
}

/** Monthly/yearly tabs and the plan cards; shared by the plans page and the plans dialog. */
export function PlansGrid({ planHint }: PlansGridProps) {
  const [period, setPeriod] = useState<Period>('monthly');
  const plans = usePlans();
  const user = useSession((session) => session.user);
  const signedIn = useSession((session) => session.token !== null);
  const held = new Set(
    (user?.userHasSubscriptionPlans ?? []).map(({ subscriptionPlan }) => subscriptionPlan.id),
  );

  const isHinted = (plan: SubscriptionPlan) => planHint === plan.name || planHint === String(plan.id);

  const choose = (plan: SubscriptionPlan) => {
    if (!signedIn) {
      signInWithGoogle(`/plans?planId=${plan.id}`);
      return;
    }
    // The subscription wizard (card, CPF/CNPJ, address) arrives with the billing feature.
    notify.info(t('plansCheckoutSoon'));
  };

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
                onChoose={choose}
              />
            ),
          }))}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
