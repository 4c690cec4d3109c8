import { forgetChosenPlan, rememberChosenPlan } from '@atalho/sdk';
import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { AppDialog, planLabel, signInToSubscribe, signInWithGoogle } from '@atalho/ui';
import { Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { t } from '../i18n';

export interface LoginDialogProps {
  plan: SubscriptionPlan;
  onClose(): void;
}

/**
 * A visitor chose a plan (spec 002 §4 "Subscribe flow" step 2): the plan id is remembered while this dialog
 * is open and across the sign-in round trip; closing the dialog forgets it.
 */
export function LoginDialog({ plan, onClose }: LoginDialogProps) {
  useEffect(() => {
    if (!plan.free) rememberChosenPlan(plan.id);
  }, [plan]);
  const close = () => {
    forgetChosenPlan();
    onClose();
  };
  const signIn = () => (plan.free ? signInWithGoogle('/painel/links/shortened') : signInToSubscribe(plan.id));
  return (
    <AppDialog
      open
      onClose={close}
      title={plan.free ? t('loginTitleFree') : t('loginTitle', { plan: planLabel(plan.name) })}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('loginNotNow')}
          </Button>
          <Button onClick={signIn}>{t('loginWithGoogle')}</Button>
        </>
      }
    >
      <Text>{plan.free ? t('loginDescriptionFree') : t('loginDescription')}</Text>
    </AppDialog>
  );
}
