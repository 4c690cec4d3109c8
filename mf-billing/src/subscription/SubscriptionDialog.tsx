import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { AppDialog, planLabel } from '@atalho/ui';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../i18n';
import {
  isComplete,
  PAYMENT_STEPS,
  PaymentDetailsStep,
  paymentStepTitles,
} from '../wizard/PaymentDetailsStep';
import type { PaymentDetails } from '../wizard/types';
import { WizardLayout } from '../wizard/WizardLayout';
import { ReviewStep } from './ReviewStep';
import { subscriptionRequestOf } from './subscription-request';
import { useSubscribe } from './useSubscribe';
import { usePrefetchOffers } from './useSubscriptionOffer';

export interface SubscriptionDialogProps {
  plan: SubscriptionPlan;
  /** The tab the plan was chosen on; the review step can still switch it. */
  period?: BillingPeriod;
  /** The plans page's `d` flag (stored locally). */
  discount?: boolean;
  onClose(): void;
}

/** Where "Ir para o painel" goes: a panel page is reloaded as is (its gates now open), else the links panel. */
function goToPanel() {
  if (globalThis.location.pathname.startsWith('/painel')) globalThis.location.reload();
  else globalThis.location.assign('/painel/links/shortened');
}

/**
 * The subscription wizard (spec 002 §4 "Subscribe flow"): document, contact, card, billing address, review.
 * Success shows the message and the way to the panel; any failure shows the spec's banner (§8).
 */
export function SubscriptionDialog({
  plan,
  period: initialPeriod = 'monthly',
  discount = false,
  onClose,
}: SubscriptionDialogProps) {
  const [step, setStep] = useState(0);
  const [details, setDetails] = useState<PaymentDetails>({});
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const subscribe = useSubscribe();
  usePrefetchOffers(plan, period, discount, details.document, details.card?.hash);
  const titles = [...paymentStepTitles(), t('stepReview')];
  const back = () => setStep((current) => Math.max(0, current - 1));
  const next = () => setStep((current) => current + 1);

  const submit = () => {
    if (!isComplete(details)) return;
    subscribe.mutate(subscriptionRequestOf(plan, period, discount, details));
  };

  return (
    <AppDialog open onClose={onClose} wide title={t('subscribeTitle', { plan: planLabel(plan.name) })}>
      {subscribe.isSuccess ? (
        <Stack gap="4" data-testid="subscribe-success">
          <Alert.Root status="success" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('subscribeSuccessTitle')}</Alert.Title>
              <Alert.Description>{t('subscribeSuccess', { plan: planLabel(plan.name) })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button alignSelf="end" onClick={goToPanel}>
            {t('goToPanel')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          {subscribe.isError && (
            <Alert.Root status="error" borderRadius="l2" data-testid="subscribe-failure">
              <Alert.Indicator />
              <Alert.Description>{t('subscribeFailure')}</Alert.Description>
            </Alert.Root>
          )}
          <WizardLayout titles={titles} step={step}>
            {step < PAYMENT_STEPS || !isComplete(details) ? (
              <PaymentDetailsStep
                step={step}
                details={details}
                onChange={setDetails}
                onBack={step > 0 ? back : undefined}
                onNext={next}
              />
            ) : (
              <ReviewStep
                plan={plan}
                period={period}
                onPeriodChange={setPeriod}
                discount={discount}
                details={details}
                submitting={subscribe.isPending}
                onBack={back}
                onSubmit={submit}
              />
            )}
          </WizardLayout>
        </Stack>
      )}
    </AppDialog>
  );
}
