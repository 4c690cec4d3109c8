import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { formatBRL, formatDate, planLabel } from '@atalho/ui';
import { t as sharedT } from '@atalho/ui/i18n';
import { type BillingPeriod, discountMonthsOf, planPrice } from '@atalho/ui/plan-pricing';
import { Box, Button, DataList, SegmentGroup, Skeleton } from '@chakra-ui/react';
import { t } from '../i18n';
import { cardLabel } from '../lib/cards';
import { StepActions } from '../wizard/StepActions';
import { StepForm, submitWith } from '../wizard/StepForm';
import type { PaymentDetails } from '../wizard/types';
import { offerRequestOf, useSubscriptionOffer } from './useSubscriptionOffer';

export interface ReviewStepProps {
  plan: SubscriptionPlan;
  period: BillingPeriod;
  onPeriodChange(period: BillingPeriod): void;
  discount: boolean;
  details: Required<PaymentDetails>;
  submitting: boolean;
  onBack(): void;
  onSubmit(): void;
}

/**
 * The last step: plan, billing period, price and the verified card, then "Assinar". What is charged now, the
 * trial and the discount come from the API's offer for this person and card (decision 030), never assumed; for
 * someone who holds a paid plan the offer is the change's quote (the credit of the unused days, or the date a
 * downgrade takes effect), the same figures the API charges.
 */
export function ReviewStep({
  plan,
  period,
  onPeriodChange,
  discount,
  details,
  submitting,
  onBack,
  onSubmit,
}: ReviewStepProps) {
  const offer = useSubscriptionOffer(
    offerRequestOf(plan, period, discount, details.document, details.card.hash),
  );
  const price = planPrice(plan, period, offer.data?.discount ?? false);
  const change = offer.data?.change ?? null;
  return (
    <StepForm onSubmit={submitWith(onSubmit)}>
      <SegmentGroup.Root
        value={period}
        onValueChange={({ value }) => onPeriodChange(value === 'yearly' ? 'yearly' : 'monthly')}
        aria-label={t('reviewPeriod')}
        alignSelf="start"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'monthly', label: sharedT('plan.period.monthly') },
            { value: 'yearly', label: sharedT('plan.period.yearly') },
          ]}
        />
      </SegmentGroup.Root>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>{t('reviewPlan')}</DataList.ItemLabel>
          <DataList.ItemValue>{planLabel(plan.name)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('reviewPrice')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="review-price">
            {formatBRL(price.amount)}
            {sharedT(`plan.per.${period}`)}
            {price.fullAmount !== null &&
              ` ${t('reviewDiscountThen', { months: discountMonthsOf(plan), full: formatBRL(price.fullAmount) })}`}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('reviewCard')}</DataList.ItemLabel>
          <DataList.ItemValue>{cardLabel(details.card)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('reviewPayer')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {details.contact.name} · {details.document}
          </DataList.ItemValue>
        </DataList.Item>
        {change?.kind === 'upgrade' && change.credit > 0 && (
          <DataList.Item>
            <DataList.ItemLabel>{t('reviewCredit')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="review-credit">
              {t('reviewCreditValue', {
                amount: formatBRL(change.credit),
                plan: planLabel(change.from.subscriptionPlan.name),
              })}
            </DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t('reviewChargedNow')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="review-now">
            {offer.data ? formatBRL(offer.data.amountNow) : <Skeleton height="5" width="24" />}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('reviewNextCharge')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {offer.data ? (
              t('reviewNextChargeValue', {
                amount: formatBRL(offer.data.nextAmount),
                date: formatDate(offer.data.nextBillingAt),
              })
            ) : (
              <Skeleton height="5" width="32" />
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Box role="status" aria-live="polite" fontSize="sm" color="fg.muted" data-testid="review-trial">
        {offer.data &&
          (change
            ? t(change.kind === 'upgrade' ? 'reviewUpgradeNote' : 'reviewScheduledNote', {
                from: planLabel(change.from.subscriptionPlan.name),
                to: planLabel(plan.name),
                date: formatDate(change.effectiveAt),
              })
            : offer.data.trial
              ? t('reviewTrialNote')
              : t('reviewNoTrialNote'))}
        {offer.data &&
          discount &&
          !offer.data.discount &&
          period === 'monthly' &&
          ` ${t('reviewNoDiscountNote')}`}
        {offer.isError && (
          <>
            {t('reviewOfferError')}{' '}
            <Button variant="plain" size="sm" px="0" onClick={() => void offer.refetch()}>
              {t('plansRetry')}
            </Button>
          </>
        )}
      </Box>
      <StepActions
        onBack={onBack}
        canContinue={offer.isSuccess}
        nextLabel={t('subscribeSubmit')}
        loading={submitting || offer.isPending}
      />
    </StepForm>
  );
}
