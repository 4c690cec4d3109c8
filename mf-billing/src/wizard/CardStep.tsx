import { type CardFieldsInput, cardFields, type SandboxTestCard } from '@atalho/sdk/schemas';
import { CheckCircleIcon, FormField, useSchemaForm } from '@atalho/ui';
import {
  Badge,
  Box,
  Button,
  Code,
  HStack,
  Input,
  List,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { usePaymentsConfig } from '../hooks/usePaymentsConfig';
import { t } from '../i18n';
import { cardLabel } from '../lib/cards';
import { maskCardNumber, maskDigits, maskExpiration, masked, maskHolderName } from '../lib/masks';
import { StepActions } from './StepActions';
import { StepForm, submitWith } from './StepForm';
import type { StepProps, VerifiedCard } from './types';
import { type CardCheck, useCardCheck } from './useCardCheck';

const EMPTY: CardFieldsInput = { number: '', expiration: '', cvv: '', holderName: '' };
const filled = (values: CardFieldsInput) => Object.values(values).every((value) => value.trim() !== '');

function CardCheckChip({ check }: { check: CardCheck }) {
  return (
    <Box role="status" aria-live="polite" minH="6">
      {check.status === 'checking' && (
        <Badge colorPalette="gray" size="lg">
          <Spinner size="xs" />
          {t('cardChecking')}
        </Badge>
      )}
      {check.status === 'valid' && (
        <Badge colorPalette="green" size="lg" data-testid="card-valid">
          <CheckCircleIcon />
          {t('cardValid', { card: cardLabel(check.card) })}
        </Badge>
      )}
      {check.status === 'invalid' && (
        <Badge colorPalette="red" size="lg" data-testid="card-invalid">
          {t('cardInvalid')}
        </Badge>
      )}
    </Box>
  );
}

/** In the sandbox no card is charged: the documented test cards say what each one does. */
function SandboxCards({ cards }: { cards: SandboxTestCard[] }) {
  if (cards.length === 0) return null;
  return (
    <Box fontSize="sm" color="fg.muted" bg="bg.muted" borderRadius="l2" p="3" data-testid="sandbox-cards">
      <Text fontWeight="medium">{t('sandboxTitle')}</Text>
      <List.Root variant="plain" gap="0.5" mt="1">
        {cards.map((card) => (
          <List.Item key={card.number} flexWrap="wrap" columnGap="2">
            <Code size="sm">{card.number}</Code> {t(`sandbox_${card.outcome}`)}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

export function VerifiedCardSummary({ card }: { card: VerifiedCard }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{cardLabel(card)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {card.holderName}
      </Text>
    </Stack>
  );
}

/**
 * Number, MM/YY, CVV and holder (spec 002 §5 "Card"); leaving a field checks the card (spec 002 §4
 * "Card check"). Next stays red, saying the card is invalid, until the provider answered a token.
 */
export function CardStep({
  defaultValues,
  onBack,
  onNext,
  document,
}: StepProps<VerifiedCard> & { document?: string }) {
  const [kept, setKept] = useState(defaultValues);
  // `criteriaMode: 'all'` parses past the first issue, so the CVV's brand rule (which reads the number too)
  // speaks while other fields are still empty.
  const form = useSchemaForm(cardFields, { mode: 'onTouched', criteriaMode: 'all', defaultValues: EMPTY });
  const config = usePaymentsConfig();
  const { check, verify, reset } = useCardCheck(config.data, document);
  const { errors } = form.formState;

  if (kept) {
    return (
      <StepForm onSubmit={submitWith(() => onNext(kept))}>
        <HStack justify="space-between" flexWrap="wrap" gap="3" borderWidth="1px" borderRadius="l2" p="3">
          <VerifiedCardSummary card={kept} />
          <Button variant="outline" size="sm" onClick={() => setKept(undefined)}>
            {t('cardReplace')}
          </Button>
        </HStack>
        <StepActions onBack={onBack} canContinue />
      </StepForm>
    );
  }

  const valid = check.status === 'valid';
  const checkNow = () => {
    const values = form.getValues();
    if (filled(values)) void verify(values);
  };
  return (
    <StepForm
      onBlur={checkNow}
      onChange={reset}
      onSubmit={submitWith(() => check.status === 'valid' && onNext(check.card))}
    >
      <FormField label={t('fieldCardNumber')} error={errors.number} required>
        <Input
          {...masked(form.register('number'), maskCardNumber)}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
      </FormField>
      <SimpleGrid columns={2} gap="3">
        <FormField label={t('fieldExpiration')} error={errors.expiration} required>
          <Input
            {...masked(form.register('expiration'), maskExpiration)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            maxLength={5}
          />
        </FormField>
        <FormField label={t('fieldCvv')} helperText={t('fieldCvvHelp')} error={errors.cvv} required>
          {/* Up to 4 digits, never cut: a 4-digit code on a 3-digit brand shows "CVV inválido". */}
          <Input
            {...masked(form.register('cvv'), maskDigits(4))}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </FormField>
      </SimpleGrid>
      <FormField label={t('fieldHolderName')} error={errors.holderName} required>
        <Input
          {...masked(form.register('holderName'), maskHolderName)}
          autoComplete="cc-name"
          maxLength={40}
        />
      </FormField>
      <CardCheckChip check={check} />
      {config.data?.provider === 'sandbox' && <SandboxCards cards={config.data.testCards} />}
      <StepActions
        onBack={onBack}
        canContinue={valid}
        loading={check.status === 'checking'}
        danger={!valid}
        nextLabel={valid ? undefined : t('cardInvalid')}
      />
    </StepForm>
  );
}
