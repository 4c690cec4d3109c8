import type { OnlineAddress } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type { OnlineAddressRow } from '../../db/schema';

/** The origin of an owner's `shortUrl`s: their verified custom domain while their plan has it, else PUBLIC_URL. */
export function shortUrlOrigin(app: FastifyInstance, ownerId: number | null): string {
  return (ownerId !== null && app.extensions.customHosts.originOf(ownerId)) || app.config.publicUrl;
}

/**
 * A link as its owner sees it; `clicks` is 0 for a row read without its total (a link just created). `origin`: where
 * its `shortUrl` lives (the owner's custom domain or PUBLIC_URL; `shortUrlOrigin`).
 */
export function toOnlineAddress(row: OnlineAddressRow & { clicks?: number }, origin: string): OnlineAddress {
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
    shortUrl: `${origin}/${row.code}`,
  };
}
