import type { OnlineAddress, OnlineAddressView, OwnerConfigView } from '@atalho/sdk/schemas';
import type { ActivePlan } from '../../auth/types';
import type { ConfigImageValue, OnlineAddressRow } from '../../db/schema';
import { featuresOfUser } from '../../entitlements';
import type { VisitorLinkRow } from './queries';

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

function publicImage(image: ConfigImageValue | null): { src: string; deleted: boolean } | null {
  return image ? { src: image.src, deleted: image.deleted } : null;
}

/** Only the loading-screen fields a visitor needs: never the analytics id, domain or owner identity. */
function toOwnerConfigView(config: VisitorLinkRow['config']): OwnerConfigView | null {
  if (!config) return null;
  return {
    picture: publicImage(config.picture),
    siteName: config.siteName,
    bannerImage: publicImage(config.bannerImage),
    bannerLink: config.bannerLink,
    loaderTime: config.loaderTime,
  };
}

export function toOnlineAddressView(
  row: VisitorLinkRow,
  ownerPlans: readonly ActivePlan[],
): OnlineAddressView {
  const { link } = row;
  return {
    id: link.id,
    code: link.code,
    url: link.url,
    type: link.type,
    openGraph: link.openGraph && link.openGraph.openGraphFields.length > 0 ? link.openGraph : null,
    biography: null,
    infoproduct: null,
    user:
      link.userId === null
        ? null
        : {
            features: featuresOfUser({ plans: ownerPlans }),
            config: toOwnerConfigView(row.config),
          },
  };
}
