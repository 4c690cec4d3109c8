import type { Subscription } from '@atalho/sdk/schemas';
import {
  CardsSkeleton,
  ConfirmDialog,
  formatDate,
  LoadError,
  PanelPage,
  planLabel,
  usePlansDialog,
} from '@atalho/ui';
import { Button, EmptyState, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { ReceiptsSection } from '../components/ReceiptsSection';
import { SavedCardsSection } from '../components/SavedCardsSection';
import { SubscriptionItem } from '../components/SubscriptionItem';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useCancelSubscription, useSubscriptions } from '../hooks/useSubscriptions';
import { t } from '../i18n';

/** No subscription: either nothing paid, or a paid plan held without one (granted by the team). */
function NoSubscriptions({ grantedPlan }: { grantedPlan: string | null }) {
  if (grantedPlan) {
    return (
      <EmptyState.Root data-testid="granted-plan">
        <EmptyState.Content>
          <EmptyState.Title>
            {t('subscriptionsGrantedTitle', { plan: planLabel(grantedPlan) })}
          </EmptyState.Title>
          <EmptyState.Description>{t('subscriptionsGrantedDescription')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title>{t('subscriptionsEmptyTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('subscriptionsEmptyDescription')}</EmptyState.Description>
        <Button onClick={() => usePlansDialog.getState().open()}>{t('plansTitle')}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function SubscriptionsList({ grantedPlan }: { grantedPlan: string | null }) {
  const subscriptions = useSubscriptions();
  const cancel = useCancelSubscription();
  const [canceling, setCanceling] = useState<Subscription | null>(null);

  if (subscriptions.isPending) return <CardsSkeleton rows={2} />;
  if (subscriptions.isError) {
    return (
      <LoadError
        message={t('subscriptionsLoadError')}
        retryLabel={t('plansRetry')}
        onRetry={subscriptions.refetch}
      />
    );
  }
  if (subscriptions.data.length === 0) return <NoSubscriptions grantedPlan={grantedPlan} />;
  return (
    <>
      <Stack as="ul" gap="4" listStyleType="none" aria-label={t('subscriptionsListLabel')}>
        {subscriptions.data.map((subscription) => (
          <SubscriptionItem key={subscription.id} subscription={subscription} onCancel={setCanceling} />
        ))}
      </Stack>
      {canceling && (
        <ConfirmDialog
          open
          destructive
          title={t('subscriptionsCancelTitle', { plan: planLabel(canceling.subscriptionPlan.name) })}
          confirmLabel={t('subscriptionsCancelConfirm')}
          cancelLabel={t('subscriptionsKeep')}
          loading={cancel.isPending}
          onClose={() => setCanceling(null)}
          onConfirm={() =>
            cancel.mutate(canceling.subscriptionPlan.id, { onSettled: () => setCanceling(null) })
          }
        >
          <Text>
            {t('subscriptionsCancelDescription', { date: formatDate(canceling.current_cycle.end_at) })}
          </Text>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * /painel/subscriptions: the plan the user holds, each subscription with its status and next charge, the
 * receipts of every charge, the saved cards.
 */
export function SubscriptionsPage() {
  const { user } = useCurrentUser();
  const subscriptions = useSubscriptions();
  const held = user?.userHasSubscriptionPlans ?? [];
  // The plan shown is the live paid subscription (one per user, issue 35), else a paid plan the user holds (a
  // grant, or a canceled plan until its cycle ends), else the free one.
  const live = subscriptions.data?.find(({ status }) => status === 'active' || status === 'future');
  const plan =
    live?.subscriptionPlan ??
    held.find(({ subscriptionPlan }) => !subscriptionPlan.free)?.subscriptionPlan ??
    held[0]?.subscriptionPlan ??
    null;
  return (
    <PanelPage
      title={t('subscriptionsTitle')}
      maxW="5xl"
      header={
        <Text color="fg.muted" maxW="3xl">
          {t('subscriptionsIntro')}
        </Text>
      }
    >
      <CurrentPlanCard plan={plan} paid={plan?.free === false} />
      <SubscriptionsList grantedPlan={plan && !plan.free ? plan.name : null} />
      <ReceiptsSection />
      <SavedCardsSection />
    </PanelPage>
  );
}
