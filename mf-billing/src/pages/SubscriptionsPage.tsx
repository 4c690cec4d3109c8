import { useSession } from '@atalho/sdk';
import { CardIcon, ComingSoonState, PageHeader } from '@atalho/ui';
import { Container, Text } from '@chakra-ui/react';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { t } from '../i18n';

/**
 * /painel/subscriptions. The plan comes from the session user (GET /api/v1/auth); the subscription list
 * (GET /api/v1/subscriptions), cancel and card management arrive with the billing feature.
 */
export function SubscriptionsPage() {
  const held = useSession((session) => session.user?.userHasSubscriptionPlans) ?? [];
  // The plan shown is the paid one the user holds (the catalogue's `free` flag), else the free one.
  const plan =
    held.find(({ subscriptionPlan }) => !subscriptionPlan.free)?.subscriptionPlan ??
    held[0]?.subscriptionPlan ??
    null;
  const paid = plan?.free === false;
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
