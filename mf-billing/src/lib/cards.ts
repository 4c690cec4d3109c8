import { t } from '../i18n';

/** "Visa final 4242": the brand as people write it, and the last four digits. */
export function cardLabel(card: { brand: string; lastFourDigits: string }): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return t('cardSummary', { brand, last4: card.lastFourDigits });
}
