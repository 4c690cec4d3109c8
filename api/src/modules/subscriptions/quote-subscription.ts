import type { SubscriptionOffer, subscriptionOfferRequest } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AuthenticatedUser } from '../../auth/types';
import { AppError, notFound } from '../../errors';
import { planCatalogue } from '../plans';
import { cycleEnd, priceOfCycle, trialEnd } from './cycles';
import { cardClaimOf, offerFor } from './offer';

/**
 * POST /api/v1/subscriptions/offer: what subscribing would charge now, so the review step says it before the
 * card is charged (trial or not, discount or not, the amount now, the next charge). Writes nothing.
 */
export async function quoteSubscription(
  app: FastifyInstance,
  user: AuthenticatedUser,
  request: v.InferOutput<typeof subscriptionOfferRequest>,
  now = new Date(),
): Promise<SubscriptionOffer> {
  const plan = planCatalogue.find((entry) => entry.id === request.subscriptionPlan.id);
  if (!plan) throw notFound();
  if (plan.free) throw new AppError(422, ['invalid']);
  const provider = app.providers.payments;
  const card = request.card ? await provider.describeToken(request.card.hash) : null;
  const interval = request.early ? 'yearly' : 'monthly';
  const offer = await offerFor(app, user, {
    interval,
    discount: request.discount,
    document: request.customer?.document,
    cardFingerprint: card ? cardClaimOf(provider.name, card.fingerprint) : null,
  });
  if (offer.trial) {
    return {
      trial: true,
      discount: offer.discount,
      amountNow: 0,
      nextBillingAt: trialEnd(now).toISOString(),
      nextAmount: priceOfCycle(plan, interval, offer.discount, 1),
    };
  }
  return {
    trial: false,
    discount: false,
    amountNow: priceOfCycle(plan, interval, false, 1),
    nextBillingAt: cycleEnd(now, interval).toISOString(),
    nextAmount: priceOfCycle(plan, interval, false, 2),
  };
}
