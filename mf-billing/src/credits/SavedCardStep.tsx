import type { SavedCard } from '@atalho/sdk/schemas';
import { Badge, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import { cardLabel, cardNotes } from '../lib/cards';
import { StepActions } from '../wizard/StepActions';
import { StepForm, submitWith } from '../wizard/StepForm';

export interface SavedCardStepProps {
  cards: SavedCard[];
  selected: number | null;
  onSelect(id: number): void;
  onAddCard(): void;
  onNext(): void;
}

/** Step 0 with saved cards: pick one (only active ones) or add a new card (spec 002 §4 "Credit purchase wizard"). */
export function SavedCardStep({ cards, selected, onSelect, onAddCard, onNext }: SavedCardStepProps) {
  const hasActive = cards.some((card) => card.status === 'active');
  return (
    <StepForm onSubmit={submitWith(onNext)}>
      <RadioGroup.Root
        value={selected === null ? null : String(selected)}
        onValueChange={({ value }) => value && onSelect(Number(value))}
        aria-label={t('creditsSavedCards')}
      >
        <Stack gap="3">
          {cards.map((card) => (
            <RadioGroup.Item key={card.id} value={String(card.id)} disabled={card.status !== 'active'}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {cardLabel(card)}
                {card.isDefault && (
                  <Badge ms="2" size="sm" colorPalette="gray">
                    {t('cardDefault')}
                  </Badge>
                )}
                <Text as="span" display="block" color="fg.muted" fontSize="sm">
                  {[card.holderName, ...cardNotes(card)].join(' · ')}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {!hasActive && <Text color="fg.muted">{t('creditsNoActiveCard')}</Text>}
      <Button variant="ghost" alignSelf="start" onClick={onAddCard}>
        {t('creditsAddCard')}
      </Button>
      <StepActions canContinue={selected !== null} />
    </StepForm>
  );
}
