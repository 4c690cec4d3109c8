import type { OnlineAddress } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { OnlineAddressRow } from '../../db/schema';
import { hasFeature } from '../../entitlements';

/** The origin of an owner's `shortUrl`s: their verified custom domain while their plan has it, else PUBLIC_URL. */
export function shortUrlOrigin(app: FastifyInstance, ownerId: number | null): string {
  return (ownerId !== null && app.extensions.customHosts.originOf(ownerId)) || app.config.publicUrl;
}

/**
 * What the reader of a link's answer may see of it: `origin`, where its `shortUrl` lives (the owner's custom domain
 * or PUBLIC_URL; `shortUrlOrigin`), and `viewCounts`, whether its clicks are shown (`linkLensOf`).
 */
export interface LinkLens {
  origin: string;
  viewCounts: boolean;
}

/**
 * The lens of a link's owner, or of the anonymous creator (null): the count only with the plan's `viewCounts`
 * (BASIC; spec 001 §1 and §6, "access count blocked" below it). Anonymous links have no metrics.
 */
export function linkLensOf(app: FastifyInstance, owner: AuthenticatedUser | null): LinkLens {
  return {
    origin: shortUrlOrigin(app, owner?.id ?? null),
    viewCounts: owner !== null && hasFeature(owner, 'viewCounts'),
  };
}

/**
 * A link as its owner sees it; `clicks` is 0 for a row read without its total (a link just created), and null
 * when the lens may not show it: not zero, so a locked count never looks like a link nobody clicked.
 */
export function toOnlineAddress(row: OnlineAddressRow & { clicks?: number }, lens: LinkLens): OnlineAddress {
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
    clicks: lens.viewCounts ? (row.clicks ?? 0) : null,
    biography: null,
    shortUrl: `${lens.origin}/${row.code}`,
  };
}
