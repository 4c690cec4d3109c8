import {
  IDEMPOTENCY_HEADER,
  Subscription,
  SubscriptionList,
  SubscriptionOffer,
  type SubscriptionOfferRequest,
  type SubscriptionRequest,
} from '@atalho/sdk/schemas';
import { api, parseResponse } from '../client';

/**
 * Query keys of the signed-in user's subscriptions. A subscribe or cancel changes the user's plans too:
 * invalidate `subscriptionKeys.all` and reload the user (GET /api/v1/auth).
 */
export const subscriptionKeys = {
  all: ['subscriptions'],
  list: () => [...subscriptionKeys.all, 'list'],
  offer: (request: SubscriptionOfferRequest) => [...subscriptionKeys.all, 'offer', request],
} as const;

/**
 * POST /api/v1/subscriptions/offer: what subscribing would charge now (trial or not, discount or not, the
 * next charge), decided by the server; the review step shows it before the card is charged.
 */
export async function quoteSubscription(body: SubscriptionOfferRequest): Promise<SubscriptionOffer> {
  return parseResponse(SubscriptionOffer, await api.post('subscriptions/offer', { json: body }).json());
}

/** GET /api/v1/subscriptions: the user's current subscriptions, newest first. */
export async function listSubscriptions(): Promise<SubscriptionList> {
  return parseResponse(SubscriptionList, await api.get('subscriptions').json());
}

/**
 * POST /api/v1/subscriptions. `idempotencyKey` identifies this attempt: create it once when the dialog
 * opens (`crypto.randomUUID()`) and send the same one on a retry or a second click, so nothing is charged
 * twice; make a new one after a failure the user corrects. Failure: 402/409 `subscription.failed`.
 */
export async function createSubscription(
  body: SubscriptionRequest,
  idempotencyKey: string,
): Promise<Subscription> {
  const data = await api
    .post('subscriptions', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .json();
  return parseResponse(Subscription, data);
}

/** DELETE /api/v1/subscriptions/{planId}: no renewal; the benefits last until the current cycle ends. */
export async function cancelSubscription(planId: number): Promise<Subscription> {
  return parseResponse(Subscription, await api.delete(`subscriptions/${planId}`).json());
}
