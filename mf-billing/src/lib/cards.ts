import type { SavedCard } from '@atalho/sdk/schemas';
import { t } from '../i18n';

/** "Visa final 4242": the brand as people write it, and the last four digits. */
export function cardLabel(card: { brand: string; lastFourDigits: string }): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return t('cardSummary', { brand, last4: card.lastFourDigits });
}

/** "validade 12/39", or "vencido"; null for cards saved before expiries were kept. */
export function cardExpiryNote(card: SavedCard): string | null {
  if (card.status === 'expired') return t('cardExpired');
  return card.expiration ? t('cardExpires', { expiration: card.expiration }) : null;
}

/** What is said beside a saved card: its expiry (or that it expired) and why its last charge failed. */
export function cardNotes(card: SavedCard): string[] {
  const notes: string[] = [];
  const expiry = cardExpiryNote(card);
  if (expiry) notes.push(expiry);
  if (card.lastChargeFailure) notes.push(t(`cardLastFailure_${card.lastChargeFailure}`));
  return notes;
}

/** The card a purchase uses first: the default when it is active, else the first active one. */
export function preferredCard(cards: readonly SavedCard[]): SavedCard | undefined {
  const active = cards.filter((card) => card.status === 'active');
  return active.find((card) => card.isDefault) ?? active[0];
}
