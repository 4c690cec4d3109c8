import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { formatBRL, planLabel } from '@atalho/ui';
import { t as sharedT } from '@atalho/ui/i18n';
import { type BillingPeriod, discountMonthsOf, planPrice } from '@atalho/ui/plan-pricing';
import { DataList, SegmentGroup, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import { cardLabel } from '../lib/cards';
import { StepActions } from '../wizard/StepActions';
import { StepForm, submitWith } from '../wizard/StepForm';
import type { PaymentDetails } from '../wizard/types';

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

/** The last step: plan, billing period, price and the verified card, then "Assinar". */
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
  const price = planPrice(plan, period, discount);
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
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('reviewTrialNote')}
      </Text>
      <StepActions onBack={onBack} canContinue nextLabel={t('subscribeSubmit')} loading={submitting} />
    </StepForm>
  );
}
