import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { AppDialog, planLabel, usePlansDialog } from '@atalho/ui';
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { t } from '../i18n';

const SUBSCRIPTIONS = '/painel/subscriptions';

/** Signed in and already holding the chosen plan (spec 002 §4 "Subscribe flow" step 3). */
export function AlreadySubscribedDialog({ plan, onClose }: { plan: SubscriptionPlan; onClose(): void }) {
  // On the light plans page there is no router: the link loads the panel.
  const inApp = useInRouterContext();
  const toSubscriptions = () => {
    onClose();
    usePlansDialog.getState().close();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('alreadyTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('dialogClose')}
          </Button>
          <Button asChild onClick={toSubscriptions}>
            {inApp ? (
              <RouterLink to={SUBSCRIPTIONS}>{t('alreadySeeSubscriptions')}</RouterLink>
            ) : (
              <a href={SUBSCRIPTIONS}>{t('alreadySeeSubscriptions')}</a>
            )}
          </Button>
        </>
      }
    >
      <Text>{t('alreadyDescription', { plan: planLabel(plan.name) })}</Text>
    </AppDialog>
  );
}
