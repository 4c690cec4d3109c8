import type { savedCards } from '../../db/schema';

type CardRow = Pick<typeof savedCards.$inferSelect, 'status' | 'expirationMonth' | 'expirationYear'>;

/** Whether a card's `MM/YY` has passed (a card is valid through the last day of its month). */
export function isExpired(card: CardRow, now: Date): boolean {
  if (card.expirationMonth === null || card.expirationYear === null) return false;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expirationYear < year || (card.expirationYear === year && card.expirationMonth < month);
}

/** The status a card shows: `expired` once its expiry passed, whatever was stored. */
export function cardStatusOf(card: CardRow, now: Date): CardRow['status'] {
  return isExpired(card, now) ? 'expired' : card.status;
}

/** A card that can be charged: active and not past its expiry. */
export function usable(card: CardRow, now: Date): boolean {
  return cardStatusOf(card, now) === 'active';
}
