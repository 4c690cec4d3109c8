import { createSubscription, subscriptionKeys, useSession } from '@atalho/sdk';
import { receiptKeys } from '@atalho/sdk/receipts';
import type { SubscriptionRequest } from '@atalho/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from '../hooks/useIdempotencyKey';

/**
 * POST /api/v1/subscriptions with one Idempotency-Key per attempt. On success the current user is reloaded
 * (spec 002 §4 step 5), so every gated control sees the new plan's features at once.
 */
export function useSubscribe() {
  const key = useIdempotencyKey();
  const mutation = useMutation({
    mutationFn: (body: SubscriptionRequest) => createSubscription(body, key.current()),
    meta: { invalidates: [subscriptionKeys.all, receiptKeys.all] },
    onSuccess: () => useSession.getState().loadUser(),
    onError: key.renew,
  });
  return mutation;
}
