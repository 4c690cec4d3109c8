import { billingMessages, type subscriptionRequest } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AuthenticatedUser } from '../../auth/types';
import { AppError, notFound } from '../../errors';
import { notifyPlanChanged } from '../../extensions';
import { chargeCard, PaymentFailure, paymentKeyOf, saveNewCard } from '../payments';
import { planCatalogue } from '../plans';
import { cycleEnd, priceOfCycle, trialEnd } from './cycles';
import { getSubscriptionOrThrow } from './list-subscriptions';
import {
  deleteSubscription,
  findLiveSubscription,
  hadBillingSubscription,
  insertCycle,
  insertSubscription,
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
 * Subscribes the user to a paid plan with a new card (spec 002 §4 "Subscribe flow"). A first activation gets
 * the 7-day trial (status `future`; the card is verified, nothing is charged; the renewal job charges when it
 * ends); otherwise the first cycle is charged now. The subscription row is written before the charge, so a
 * second attempt for the same plan (another tab, another key) meets the unique index instead of paying twice;
 * a refused charge removes it again. The plan's features apply at once.
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
  const held =
    user.plans.some((active) => active.planId === plan.id) ||
    (await findLiveSubscription(app.db, user.id, plan.id)) !== null;
  if (held) throw failed(409);

  const payer = { id: user.id, email: user.email };
  let card: Awaited<ReturnType<typeof saveNewCard>>;
  try {
    card = await saveNewCard(app, payer, request.customer, request.card);
  } catch (error) {
    if (error instanceof PaymentFailure) throw failed(402, failureKey(error.reason));
    throw error;
  }

  const interval = request.early ? 'yearly' : 'monthly';
  // The `d` discount is for monthly billing only (spec 002 §9).
  const discount = request.discount && interval === 'monthly';
  const trial = !(await hadBillingSubscription(app.db, user.id));
  const end = trial ? trialEnd(now) : cycleEnd(now, interval);
  let subscription: Awaited<ReturnType<typeof insertSubscription>>;
  try {
    subscription = await insertSubscription(app.db, {
      userId: user.id,
      subscriptionPlanId: plan.id,
      status: trial ? 'future' : 'active',
      startAt: now,
      endAt: end,
      interval,
      discount,
      cycle: trial ? 0 : 1,
      nextBillingAt: end,
      cardId: card.id,
    });
  } catch (error) {
    // The unique index of live subscriptions: a concurrent subscribe to the same plan won.
    if (await findLiveSubscription(app.db, user.id, plan.id)) throw failed(409);
    throw error;
  }

  if (trial) {
    await insertCycle(app.db, {
      subscriptionId: subscription.id,
      cycle: 0,
      status: 'trial',
      amount: 0,
      startAt: now,
      endAt: end,
    });
  } else {
    const amount = priceOfCycle(plan, interval, discount, 1);
    const payment = await chargeCard(app, {
      payer,
      card,
      amount,
      purpose: 'subscription',
      idempotencyKey: paymentKeyOf(user.id, idempotencyKey),
      description: `Atalho ${plan.name} (${interval})`,
      subscriptionId: subscription.id,
      cycle: 1,
    }).catch(async (error: unknown) => {
      await deleteSubscription(app.db, subscription.id);
      throw error;
    });
    if (payment.status === 'failed') {
      await deleteSubscription(app.db, subscription.id);
      notifyPlanChanged(app, user.id);
      throw failed(
        402,
        failureKey(payment.failureReason === 'insufficient_funds' ? 'insufficient_funds' : 'declined'),
      );
    }
    await insertCycle(app.db, {
      subscriptionId: subscription.id,
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
