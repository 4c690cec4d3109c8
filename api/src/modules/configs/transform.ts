import type { Config } from '@atalho/sdk/schemas';
import type { ConfigRow } from '../../db/schema';

export function toConfig(row: ConfigRow): Config {
  return {
    id: row.id,
    picture: row.picture,
    siteName: row.siteName,
    loaderTime: row.loaderTime,
    bannerImage: row.bannerImage,
    bannerLink: row.bannerLink,
    googleAnalyticsId: row.googleAnalyticsId,
    domain: row.domain,
    subdomain: row.subdomain,
  };
}
