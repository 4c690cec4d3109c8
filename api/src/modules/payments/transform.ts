import type { SavedCard } from '@atalho/sdk/schemas';
import type { SavedCardRow } from './queries';

export function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    lastFourDigits: row.lastFourDigits,
    brand: row.brand,
    status: row.status,
    holderName: row.holderName,
  };
}
