import type { SavedCard, Subscription } from '@atalho/sdk/schemas';
import { AppDialog, CardsSkeleton, ConfirmDialog, LoadError, notify } from '@atalho/ui';
import { Badge, Box, Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useSavedCards } from '../credits/useCredits';
import { useRemoveCard, useSetDefaultCard } from '../hooks/useCards';
import { useSubscriptions } from '../hooks/useSubscriptions';
import { t } from '../i18n';
import { cardExpiryNote, cardLabel } from '../lib/cards';

/** Subscriptions whose next charge goes to the card: removing it needs another card for them. */
const chargedBy = (card: SavedCard, subscriptions: readonly Subscription[]) =>
  subscriptions.some(
    (subscription) =>
      subscription.card?.id === card.id &&
      (subscription.status === 'active' || subscription.status === 'future') &&
      subscription.next_billing_at !== null,
  );

function RemoveCardDialog({
  card,
  cards,
  inUse,
  onClose,
}: {
  card: SavedCard;
  cards: readonly SavedCard[];
  inUse: boolean;
  onClose(): void;
}) {
  const remove = useRemoveCard();
  const others = cards.filter((other) => other.id !== card.id && other.status === 'active');
  const [replacement, setReplacement] = useState<number | undefined>(others[0]?.id);
  const title = t('cardsRemoveTitle', { card: cardLabel(card) });
  if (inUse && others.length === 0) {
    return (
      <AppDialog
        open
        onClose={onClose}
        title={title}
        footer={<Button onClick={onClose}>{t('dialogClose')}</Button>}
      >
        <Text>{t('cardsRemoveNoOther')}</Text>
      </AppDialog>
    );
  }
  const confirm = () =>
    remove.mutate(
      { cardId: card.id, replacementCardId: inUse ? replacement : undefined },
      {
        onSuccess: () => {
          notify.success(t('cardsRemoved'));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open
      destructive
      title={title}
      confirmLabel={t('cardsRemove')}
      cancelLabel={t('subscriptionsKeep')}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Stack gap="3">
        <Text>{inUse ? t('cardsRemoveInUse') : t('cardsRemoveDescription')}</Text>
        {inUse && (
          <Field.Root>
            <Field.Label>{t('cardsReplacement')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={replacement}
                onChange={(event) => setReplacement(Number(event.currentTarget.value))}
              >
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {cardLabel(other)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </Stack>
    </ConfirmDialog>
  );
}

function CardRow({ card, onRemove }: { card: SavedCard; onRemove(card: SavedCard): void }) {
  const setDefault = useSetDefaultCard();
  const expiry = cardExpiryNote(card);
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" data-testid="saved-card">
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
        <Stack gap="0.5" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="medium">{cardLabel(card)}</Text>
            {card.isDefault && <Badge colorPalette="gray">{t('cardDefault')}</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {expiry ? `${card.holderName} · ${expiry}` : card.holderName}
          </Text>
          {/* red.700: the theme's fg.error (red.500) is 3.8:1 on white, under WCAG AA for small text. */}
          {card.lastChargeFailure && (
            <Text fontSize="sm" color={{ base: 'red.700', _dark: 'red.300' }} data-testid="card-failure">
              {t(`cardLastFailure_${card.lastChargeFailure}`)}
            </Text>
          )}
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          {!card.isDefault && card.status === 'active' && (
            <Button
              size="sm"
              variant="outline"
              loading={setDefault.isPending}
              onClick={() =>
                setDefault.mutate(card.id, { onSuccess: () => notify.success(t('cardsDefaultChanged')) })
              }
            >
              {t('cardsMakeDefault')}
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(card)}>
            {t('cardsRemove')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}

/** The saved cards (issue 35): brand, last digits, expiry, the default, why a charge failed; remove or choose. */
export function SavedCardsSection() {
  const cards = useSavedCards();
  const subscriptions = useSubscriptions();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  let body: ReactNode;
  if (cards.isPending) body = <CardsSkeleton rows={1} />;
  else if (cards.isError)
    body = <LoadError message={t('cardsLoadError')} retryLabel={t('plansRetry')} onRetry={cards.refetch} />;
  else if (cards.data.length === 0) body = <Text color="fg.muted">{t('cardsEmpty')}</Text>;
  else
    body = (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t('cardsTitle')}>
        {cards.data.map((card) => (
          <CardRow key={card.id} card={card} onRemove={setRemoving} />
        ))}
      </Stack>
    );
  return (
    <Stack as="section" gap="3" mt="8" aria-labelledby="saved-cards-title">
      <Heading as="h2" size="md" id="saved-cards-title">
        {t('cardsTitle')}
      </Heading>
      {body}
      {removing && cards.data && (
        <RemoveCardDialog
          card={removing}
          cards={cards.data}
          inUse={chargedBy(removing, subscriptions.data ?? [])}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
