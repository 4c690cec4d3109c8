import type { CreditEntry } from '@atalho/sdk/schemas';
import type { EntryWithCard } from './queries';

export function toCreditEntry({ entry, card }: EntryWithCard): CreditEntry {
  return {
    id: entry.id,
    type: entry.type,
    status: entry.status,
    total: entry.total,
    remaining: entry.remaining,
    dateCreate: entry.createdAt.toISOString(),
    card,
  };
}
