import { hasPaidPlan, useSession } from '@atalho/sdk';
import { CardIcon, ComingSoonState, PageHeader } from '@atalho/ui';
import { Container, Text } from '@chakra-ui/react';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { t } from '../i18n';

/**
 * /painel/subscriptions. The plan comes from the session user (GET /api/v1/auth); the subscription list
 * (GET /api/v1/subscriptions), cancel and card management arrive with the billing feature.
 */
export function SubscriptionsPage() {
  const user = useSession((session) => session.user);
  const paid = hasPaidPlan(user);
  const plan =
    (user?.userHasSubscriptionPlans ?? [])
      .map(({ subscriptionPlan }) => subscriptionPlan)
      .sort((a, b) => b.id - a.id)[0] ?? null;
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={t('subscriptionsTitle')}>
        <Text color="fg.muted" maxW="3xl">
          {t('subscriptionsIntro')}
        </Text>
      </PageHeader>
      <CurrentPlanCard plan={plan} paid={paid} />
      <ComingSoonState
        icon={<CardIcon />}
        title={paid ? t('subscriptionsPaidTitle') : t('subscriptionsEmptyTitle')}
        description={t('subscriptionsManageDescription')}
        actionLabel={t('subscriptionsManage')}
        note={t('subscriptionsSoon')}
      />
    </Container>
  );
}
