import { billingMessages, type subscriptionRequest } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AuthenticatedUser } from '../../auth/types';
import { AppError, notFound } from '../../errors';
import { notifyPlanChanged } from '../../extensions';
import { chargeCard, PaymentFailure, paymentKeyOf, saveNewCard } from '../payments';
import { planCatalogue } from '../plans';
import { applyPlanChange, ChangeRefused, currentCycleOf } from './change-plan';
import { cycleEnd, priceOfCycle, trialEnd } from './cycles';
import { getSubscriptionOrThrow } from './list-subscriptions';
import { cardClaimOf, offerFor } from './offer';
import { type PlanChange, planChange } from './proration';
import {
  deleteSubscription,
  findLiveBilledSubscription,
  insertCycle,
  insertSubscription,
  insertTrialSubscription,
  type SubscriptionRow,
} from './queries';

type SubscriptionRequest = v.InferOutput<typeof subscriptionRequest>;

const failed = (status: number, ...more: string[]) =>
  new AppError(status, [billingMessages.subscriptionFailed, ...more]);

function failureKey(reason: PaymentFailure['reason']): string {
  if (reason === 'insufficient_funds') return billingMessages.paymentInsufficientFunds;
  if (reason === 'invalid_card') return billingMessages.cardInvalid;
  return billingMessages.paymentDeclined;
}

/**
 * Subscribes the user to a paid plan with a new card (spec 002 §4 "Subscribe flow"). A new customer (decision
 * 030: no earlier subscription, no paid plan, a CPF/CNPJ and card that never had a trial on any account) gets the
 * 7-day trial (status `future`; the card is verified, nothing is charged; the renewal job charges when it
 * ends) and, when asked, the `d` discount; anyone else pays the first cycle now at the full price. The subscription row is written before the charge, so a
 * second attempt for the same plan (another tab, another key) meets the unique index instead of paying twice;
 * a refused charge removes it again. The plan's features apply at once.
 *
 * A user who already holds a paid plan changes it instead (one live paid plan per user, issue 35 item 1): an
 * upgrade now with the unused part of the cycle credited, anything else at the cycle's end (`applyPlanChange`).
 */
export async function createSubscription(
  app: FastifyInstance,
  user: AuthenticatedUser,
  request: SubscriptionRequest,
  idempotencyKey: string,
  now = new Date(),
) {
  const plan = planCatalogue.find((entry) => entry.id === request.subscriptionPlan.id);
  if (!plan) throw notFound();
  if (plan.free) throw failed(422);
  const interval = request.early ? 'yearly' : 'monthly';
  const live = await findLiveBilledSubscription(app.db, user.id);
  let change: Exclude<PlanChange, { kind: 'same' }> | null = null;
  if (live) {
    const current = await currentCycleOf(app, live);
    if (!current) throw failed(409);
    const wanted = planChange(current, { plan, interval }, now);
    if (wanted.kind === 'same') {
      // Asking for the plan one holds undoes a change scheduled for the cycle's end; otherwise it is held.
      if (live.scheduledPlanId === null && live.scheduledInterval === null) throw failed(409);
      change = { kind: 'scheduled', at: current.end, price: 0 };
    } else change = wanted;
  } else if (user.plans.some((active) => active.planId === plan.id)) throw failed(409);

  const payer = { id: user.id, email: user.email };
  let card: Awaited<ReturnType<typeof saveNewCard>>;
  try {
    card = await saveNewCard(app, payer, request.customer, request.card);
  } catch (error) {
    if (error instanceof PaymentFailure) throw failed(402, failureKey(error.reason));
    throw error;
  }

  if (live && change) {
    try {
      await applyPlanChange(app, {
        subscription: live,
        change,
        plan,
        interval,
        card,
        payer,
        idempotencyKey,
        now,
      });
    } catch (error) {
      if (error instanceof ChangeRefused)
        throw error.reason ? failed(error.status, failureKey(error.reason)) : failed(error.status);
      throw error;
    }
    notifyPlanChanged(app, user.id);
    return getSubscriptionOrThrow(app.db, user.id, live.id);
  }

  // Trial and discount are the server's decision (decision 030); `discount: true` is only a request.
  const offer = await offerFor(app, user, {
    interval,
    discount: request.discount,
    document: request.customer.document,
    cardFingerprint: cardClaimOf(card.provider, card.fingerprint),
  });
  const base = {
    userId: user.id,
    subscriptionPlanId: plan.id,
    startAt: now,
    interval,
    discount: offer.discount,
    cardId: card.id,
  } as const;
  let subscription: SubscriptionRow | null = null;
  let trial = false;
  try {
    if (offer.trial) {
      const end = trialEnd(now);
      subscription = await insertTrialSubscription(
        app.db,
        offer.claims,
        { ...base, status: 'future', endAt: end, nextBillingAt: end, cycle: 0 },
        { cycle: 0, status: 'trial', amount: 0, startAt: now, endAt: end },
      );
      trial = subscription !== null;
    }
    if (!subscription) {
      const end = cycleEnd(now, interval);
      // No trial means no new customer (or a trial claimed meanwhile by another account): full price.
      subscription = await insertSubscription(app.db, {
        ...base,
        discount: false,
        status: 'active',
        endAt: end,
        nextBillingAt: end,
        cycle: 1,
      });
    }
  } catch (error) {
    // The unique index of live paid plans: a concurrent subscribe won.
    if (await findLiveBilledSubscription(app.db, user.id)) throw failed(409);
    throw error;
  }

  if (!trial) {
    const end = subscription.endAt ?? cycleEnd(now, interval);
    const paid = subscription;
    const amount = priceOfCycle(plan, interval, paid.discount, 1);
    const payment = await chargeCard(app, {
      payer,
      card,
      amount,
      purpose: 'subscription',
      idempotencyKey: paymentKeyOf(user.id, idempotencyKey),
      description: `Atalho ${plan.name} (${interval})`,
      subscriptionId: paid.id,
      cycle: 1,
    }).catch(async (error: unknown) => {
      await deleteSubscription(app.db, paid.id);
      throw error;
    });
    if (payment.status === 'failed') {
      await deleteSubscription(app.db, paid.id);
      notifyPlanChanged(app, user.id);
      throw failed(
        402,
        failureKey(payment.failureReason === 'insufficient_funds' ? 'insufficient_funds' : 'declined'),
      );
    }
    await insertCycle(app.db, {
      subscriptionId: paid.id,
      cycle: 1,
      status: payment.status === 'paid' ? 'billed' : 'pending',
      amount,
      billingAt: now,
      startAt: now,
      endAt: end,
      paymentId: payment.id,
    });
  }
  notifyPlanChanged(app, user.id);
  return getSubscriptionOrThrow(app.db, user.id, subscription.id);
}
