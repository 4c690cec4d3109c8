import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { withConnectSource } from '../../http/security-headers';
import type { VisitorPage } from '../../visitor-views';

/** What a visitor page's script reads to record the owner's GA4 page view (`analytics` in `atalho-data`). */
export interface OwnerAnalytics {
  /** The owner's measurement id (`G-…`). */
  id: string;
  /** Where the page view goes: GA_COLLECT_ORIGIN's `/g/collect`. */
  endpoint: string;
}

/** A kept page's parts once the owner's analytics is added to them. */
interface WithAnalytics {
  page: VisitorPage;
  headers: Record<string, string>;
  /** The page's policy with the analytics origin in `connect-src`, sent only to visitors who consented. */
  consentedPolicy: string | undefined;
}

/**
 * The owner's Google Analytics on a visitor page (decision 039): when the link's view carries a measurement id
 * (a PRO owner's valid id, visitor-view-query.ts), the page's data names it and the endpoint, and the page gets a
 * second policy that lets it reach that endpoint. The body is the same for every visitor; which policy a visitor
 * gets depends on their consent cookie, so the answer varies by Cookie. Crawlers run no script: nothing for them.
 */
export function withOwnerAnalytics(
  view: OnlineAddressView,
  page: VisitorPage,
  headers: Record<string, string>,
  origin: string,
  forCrawler: boolean,
): WithAnalytics {
  const id = view.user?.config?.googleAnalyticsId;
  const policy = headers['content-security-policy'];
  if (!id || forCrawler || !policy) return { page, headers, consentedPolicy: undefined };
  const analytics: OwnerAnalytics = { id, endpoint: `${origin}/g/collect` };
  return {
    page: { ...page, data: { ...page.data, analytics } },
    headers: { ...headers, vary: 'Accept-Encoding, Cookie' },
    consentedPolicy: withConnectSource(policy, origin),
  };
}
