import type { OnlineAddress } from '@atalho/sdk/schemas';
import type { OnlineAddressRow } from '../../db/schema';

/** A link as its owner sees it; `clicks` is 0 for a row read without its total (a link just created). */
export function toOnlineAddress(row: OnlineAddressRow & { clicks?: number }): OnlineAddress {
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
    verificationStatus: row.verificationStatus,
    dateCreate: row.createdAt.toISOString(),
    clicks: row.clicks ?? 0,
    biography: null,
  };
}
