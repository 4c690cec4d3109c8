import type { SavedCard } from '@atalho/sdk/schemas';
import { cardStatusOf } from './card-state';
import type { SavedCardRow } from './queries';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

export function toSavedCard(row: SavedCardRow, now = new Date()): SavedCard {
  return {
    id: row.id,
    lastFourDigits: row.lastFourDigits,
    brand: row.brand,
    status: cardStatusOf(row, now),
    holderName: row.holderName,
    expiration:
      row.expirationMonth !== null && row.expirationYear !== null
        ? `${twoDigits(row.expirationMonth)}/${twoDigits(row.expirationYear)}`
        : null,
    isDefault: row.isDefault,
    lastChargeFailure: row.lastChargeFailure,
  };
}
