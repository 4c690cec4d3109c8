import { cardKeys, removeCard, setDefaultCard, subscriptionKeys } from '@atalho/sdk';
import { useMutation } from '@tanstack/react-query';

/**
 * DELETE /api/v1/cards/{cardId}: a card a live subscription charges goes only with a replacement card, which
 * those subscriptions then use (the list of subscriptions shows it).
 */
export function useRemoveCard() {
  return useMutation({
    mutationFn: ({ cardId, replacementCardId }: { cardId: number; replacementCardId?: number }) =>
      removeCard(cardId, replacementCardId),
    meta: { invalidates: [cardKeys.all, subscriptionKeys.all] },
  });
}

/** PUT /api/v1/cards/{cardId}/default: the card purchases use first. */
export function useSetDefaultCard() {
  return useMutation({ mutationFn: setDefaultCard, meta: { invalidates: [cardKeys.all] } });
}
