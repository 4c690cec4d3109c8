import type { SubscriptionOffer, subscriptionOfferRequest } from '@atalho/sdk/schemas';
import { billingMessages } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AuthenticatedUser } from '../../auth/types';
import { AppError, notFound } from '../../errors';
import { planCatalogue } from '../plans';
import { currentCycleOf } from './change-plan';
import { cycleEnd, priceOfCycle, trialEnd } from './cycles';
import { cardClaimOf, offerFor } from './offer';
import { planChange } from './proration';
import { findLiveBilledSubscription } from './queries';

/**
 * POST /api/v1/subscriptions/offer: what subscribing would charge now, so the review step says it before the
 * card is charged (trial or not, discount or not, the amount now, the next charge). For a user who holds a paid
 * plan it is the change's quote: the same `planChange` the subscribe then applies. Writes nothing.
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
  const interval = request.early ? 'yearly' : 'monthly';

  const live = await findLiveBilledSubscription(app.db, user.id);
  const current = live ? await currentCycleOf(app, live) : null;
  if (current) {
    const wanted = planChange(current, { plan, interval }, now);
    const pending = live?.scheduledPlanId !== null || live?.scheduledInterval !== null;
    if (wanted.kind === 'same' && !pending) throw new AppError(409, [billingMessages.subscriptionFailed]);
    // The plan one holds, while a change is scheduled: keeping it undoes the change.
    const change =
      wanted.kind === 'same'
        ? { kind: 'scheduled' as const, at: current.end, price: priceOfCycle(plan, interval, false, 1) }
        : wanted;
    const from = {
      subscriptionPlan: { id: current.plan.id, name: current.plan.name, free: current.plan.free },
      interval: current.interval,
    };
    if (change.kind === 'upgrade') {
      return {
        trial: false,
        discount: false,
        amountNow: change.charge,
        nextBillingAt: change.end.toISOString(),
        nextAmount: change.price,
        change: {
          kind: 'upgrade',
          from,
          credit: change.credit,
          price: change.price,
          effectiveAt: change.start.toISOString(),
        },
      };
    }
    return {
      trial: false,
      discount: false,
      amountNow: 0,
      nextBillingAt: change.at.toISOString(),
      nextAmount: change.price,
      change: {
        kind: 'scheduled',
        from,
        credit: 0,
        price: change.price,
        effectiveAt: change.at.toISOString(),
      },
    };
  }

  const provider = app.providers.payments;
  const card = request.card ? await provider.describeToken(request.card.hash) : null;
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
      change: null,
    };
  }
  return {
    trial: false,
    discount: false,
    amountNow: priceOfCycle(plan, interval, false, 1),
    nextBillingAt: cycleEnd(now, interval).toISOString(),
    nextAmount: priceOfCycle(plan, interval, false, 2),
    change: null,
  };
}
