import { CardsSkeleton, LoadError, PageHeader } from '@atalho/ui';
import { t as sharedT } from '@atalho/ui/i18n';
import { Button, Card, Container, EmptyState, Stack, Text, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useSubscriptions } from '../hooks/useSubscriptions';
import { t } from '../i18n';

function SubscriptionsEmptyState() {
  const navigate = useNavigate();
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator aria-hidden="true">⭐</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('subscriptionsEmptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('subscriptionsEmptyDescription')}</EmptyState.Description>
        </VStack>
        <Button onClick={() => navigate('/plans')}>{t('subscriptionsEmptyAction')}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** /painel/subscriptions. Cancel and card management arrive with the billing feature. */
export function SubscriptionsPage() {
  const { state, reload } = useSubscriptions();
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('subscriptionsTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('subscriptionsIntro')}
        </Text>
      </PageHeader>
      {state.status === 'loading' && <CardsSkeleton rows={2} />}
      {state.status === 'error' && (
        <LoadError message={t('subscriptionsLoadError')} retryLabel={t('plansRetry')} onRetry={reload} />
      )}
      {state.status === 'ready' && state.subscriptions.length === 0 && <SubscriptionsEmptyState />}
      {state.status === 'ready' && state.subscriptions.length > 0 && (
        <Stack gap="3">
          {state.subscriptions.map((subscription) => (
            <Card.Root key={subscription.id} variant="outline" size="sm">
              <Card.Body>
                <Card.Title>
                  {subscription.subscriptionPlan
                    ? sharedT.maybe(`plan.name.${subscription.subscriptionPlan.name}`)
                    : `#${subscription.id}`}
                </Card.Title>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Container>
  );
}
