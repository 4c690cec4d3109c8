import type { OnlineAddress } from '@atalho/sdk/schemas';
import type { OnlineAddressRow } from '../../db/schema';

export function toOnlineAddress(row: OnlineAddressRow): OnlineAddress {
  return {
    id: row.id,
    code: row.code,
    url: row.url,
    type: row.type,
    user: row.userId === null ? null : { id: row.userId },
    openGraph: row.openGraph ?? null,
    tags: row.tags,
    active: row.active,
    error: row.error,
    lastCheck: row.lastCheck?.toISOString() ?? null,
    dateCreate: row.createdAt.toISOString(),
  };
}
