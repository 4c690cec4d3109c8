import type { ApiCredential } from '@atalho/sdk/schemas';
import type { ApiCredentialRow } from '../../db/schema';

/** The spec's credential expiry text: ISO-8601 with a `[UTC]` suffix (spec 001 §3). */
export function toExpiredAt(date: Date): string {
  return `${date.toISOString()}[UTC]`;
}

export function toApiCredential(row: ApiCredentialRow): ApiCredential {
  return { id: row.id, dateCreate: row.createdAt.toISOString(), expiredAt: toExpiredAt(row.expiresAt) };
}
