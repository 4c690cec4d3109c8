import {
  buyCreditsWithNewCard,
  buyCreditsWithSavedCard,
  cardKeys,
  creditKeys,
  getCreditBalance,
  listCards,
} from '@atalho/sdk';
import { receiptKeys } from '@atalho/sdk/receipts';
import type { CreditPurchaseWithNewCard, CreditPurchaseWithSavedCard } from '@atalho/sdk/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIdempotencyKey } from '../hooks/useIdempotencyKey';

/** GET /api/v1/cards: the saved cards (only active ones can be chosen). */
export function useSavedCards() {
  return useQuery({ queryKey: cardKeys.list(), queryFn: listCards });
}

/** GET /api/v1/credits/balance, in centavos. */
export function useCreditBalance() {
  return useQuery({ queryKey: creditKeys.balance(), queryFn: getCreditBalance });
}

export type CreditPurchase =
  | { with: 'saved'; body: CreditPurchaseWithSavedCard }
  | { with: 'new'; body: CreditPurchaseWithNewCard };

/**
 * A credit purchase (spec 002 §7: POST with a saved card, PUT with a new one), one Idempotency-Key per
 * attempt; success refreshes the cards and the balance.
 */
export function useBuyCredits() {
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (purchase: CreditPurchase) =>
      purchase.with === 'saved'
        ? buyCreditsWithSavedCard(purchase.body, key.current())
        : buyCreditsWithNewCard(purchase.body, key.current()),
    meta: { invalidates: [creditKeys.all, cardKeys.all, receiptKeys.all] },
    onSettled: key.renew,
  });
}
