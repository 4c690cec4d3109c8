import { cancelSubscription, listSubscriptions, subscriptionKeys, useSession } from '@atalho/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';

/** GET /api/v1/subscriptions: the user's subscriptions, newest first. */
export function useSubscriptions() {
  return useQuery({ queryKey: subscriptionKeys.list(), queryFn: listSubscriptions });
}

/**
 * DELETE /api/v1/subscriptions/{planId} (spec 002 §4 "Cancel subscription"): the list reloads, and so does
 * the user (a canceled plan keeps its features until the cycle ends, a failed one may lose them now).
 */
export function useCancelSubscription() {
  return useMutation({
    mutationFn: cancelSubscription,
    meta: { invalidates: [subscriptionKeys.all] },
    onSuccess: () => useSession.getState().loadUser(),
  });
}
