import { quoteSubscription, subscriptionKeys } from '@atalho/sdk';
import type { SubscriptionOfferRequest } from '@atalho/sdk/schemas';
import { useQuery } from '@tanstack/react-query';

/** POST /api/v1/subscriptions/offer: trial or not, discount or not, what is charged now, decided by the API. */
export function useSubscriptionOffer(request: SubscriptionOfferRequest) {
  return useQuery({
    queryKey: subscriptionKeys.offer(request),
    queryFn: () => quoteSubscription(request),
    staleTime: 30_000,
  });
}
