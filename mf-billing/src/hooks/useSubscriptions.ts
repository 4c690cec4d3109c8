import { getJson } from '@atalho/sdk';
import { useCallback, useEffect, useState } from 'react';

/** What the list shows until the billing feature brings the subscription schema to the SDK. */
export interface SubscriptionSummary {
  id: number;
  subscriptionPlan?: { id: number; name: string } | null;
  status?: string | null;
}

export type SubscriptionsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; subscriptions: SubscriptionSummary[] };

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
  const [state, setState] = useState<SubscriptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    getJson<unknown>('subscriptions').then(
      (body) => {
        if (active) setState({ status: 'ready', subscriptions: toList(body) });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
