import { quoteSubscription, subscriptionKeys } from '@atalho/sdk';
import type { SubscriptionOfferRequest, SubscriptionPlan } from '@atalho/sdk/schemas';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const subscriptionOfferQuery = (request: SubscriptionOfferRequest) =>
  queryOptions({
    queryKey: subscriptionKeys.offer(request),
    queryFn: () => quoteSubscription(request),
    staleTime: 30_000,
  });

/** What the offer is asked for: this plan and period, the `d` flag, the payer's document and verified card. */
export function offerRequestOf(
  plan: Pick<SubscriptionPlan, 'id'>,
  period: BillingPeriod,
  discount: boolean,
  document: string,
  cardHash: string,
): SubscriptionOfferRequest {
  return {
    subscriptionPlan: { id: plan.id },
    early: period === 'yearly',
    discount,
    customer: { document },
    card: { hash: cardHash },
  };
}

/** POST /api/v1/subscriptions/offer: trial or not, discount or not, what is charged now, decided by the API. */
export function useSubscriptionOffer(request: SubscriptionOfferRequest) {
  return useQuery(subscriptionOfferQuery(request));
}

/**
 * Asks for both periods' offers as soon as the document and the card are known (the card step), the chosen
 * period first: the review step opens with what is charged now and "Assinar" enabled, and switching the period
 * waits for nothing.
 */
export function usePrefetchOffers(
  plan: Pick<SubscriptionPlan, 'id'>,
  period: BillingPeriod,
  discount: boolean,
  document: string | undefined,
  cardHash: string | undefined,
) {
  const queryClient = useQueryClient();
  const planId = plan.id;
  useEffect(() => {
    if (!document || !cardHash) return;
    const other: BillingPeriod = period === 'yearly' ? 'monthly' : 'yearly';
    for (const each of [period, other]) {
      const request = offerRequestOf({ id: planId }, each, discount, document, cardHash);
      void queryClient.prefetchQuery(subscriptionOfferQuery(request));
    }
  }, [queryClient, planId, period, discount, document, cardHash]);
}
