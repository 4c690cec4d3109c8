import { getJson } from '@atalho/sdk';
import { type LoadState, useLoad } from '@atalho/ui';

/** What the list shows until the billing feature brings the subscription schema to the SDK. */
export interface SubscriptionSummary {
  id: number;
  subscriptionPlan?: { id: number; name: string } | null;
  status?: string | null;
}

export type SubscriptionsState = LoadState<{ subscriptions: SubscriptionSummary[] }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `GET /api/v1/subscriptions` answers a list or a page; both become a list. */
function toList(body: unknown): SubscriptionSummary[] {
  const items = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body.content)
      ? body.content
      : [];
  return items.filter((item): item is SubscriptionSummary => isRecord(item) && typeof item.id === 'number');
}

export function useSubscriptions(): { state: SubscriptionsState; reload: () => void } {
  return useLoad(
    () => getJson<unknown>('subscriptions').then((body) => ({ subscriptions: toList(body) })),
    'subscriptions',
  );
}
