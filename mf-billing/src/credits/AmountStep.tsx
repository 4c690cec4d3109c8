import { CREDIT_LIMITS } from '@atalho/sdk/schemas';
import { formatBRL, formatNumber } from '@atalho/ui';
import { Slider, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { t } from '../i18n';
import { StepActions } from '../wizard/StepActions';
import { StepForm, submitWith } from '../wizard/StepForm';

export interface AmountStepProps {
  submitting: boolean;
  /** The saved card the purchase charges ("Visa final 1111"), named before buying. */
  chargedCard?: string;
  onBack(): void;
  /** The amount in centavos. */
  onBuy(total: number): void;
}

const { minCentavos, maxCentavos, stepCentavos, smsPriceCentavos } = CREDIT_LIMITS;

/** R$ 20 to R$ 1.000 in steps of R$ 10 (spec 002 §5 "Credit amount"), then the purchase. */
export function AmountStep({ submitting, chargedCard, onBack, onBuy }: AmountStepProps) {
  const [total, setTotal] = useState<number>(minCentavos);
  const amount = formatBRL(total);
  return (
    <StepForm onSubmit={submitWith(() => onBuy(total))}>
      <Slider.Root
        min={minCentavos}
        max={maxCentavos}
        step={stepCentavos}
        value={[total]}
        onValueChange={({ value }) => setTotal(value[0] ?? minCentavos)}
        getAriaValueText={({ value }) => formatBRL(value)}
        colorPalette="brand"
      >
        <Slider.Label>{t('creditsAmountLabel')}</Slider.Label>
        <Text fontSize="3xl" fontWeight="bold" data-testid="credit-amount">
          {amount}
        </Text>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <Text color="fg.muted" fontSize="sm">
        {t('creditsSmsEstimate', { count: formatNumber(Math.floor(total / smsPriceCentavos)) })}
      </Text>
      {chargedCard && <Text data-testid="credit-card">{t('creditsChargedCard', { card: chargedCard })}</Text>}
      <StepActions onBack={onBack} canContinue nextLabel={t('creditsBuy', { amount })} loading={submitting} />
    </StepForm>
  );
}
