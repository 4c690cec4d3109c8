import type { SubscriptionInterval } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { hadBillingSubscription, isTrialClaimed, type TrialClaim } from './queries';

export interface OfferRequest {
  interval: SubscriptionInterval;
  /** The client's `d` flag: a request the server grants or ignores. */
  discount: boolean;
  /** The payer's CPF/CNPJ, digits. */
  document?: string;
  /** The card's fingerprint, when known. */
  cardFingerprint?: string | null;
}

export interface Offer {
  trial: boolean;
  discount: boolean;
  /** What a trial claims, so no other account gets one for the same person or card. */
  claims: TrialClaim[];
}

/**
 * What a subscription request gets, decided here and nowhere else (decision 030). A **new customer** is an
 * account that never subscribed through billing and holds no paid plan, whose CPF/CNPJ and card never started
 * a trial on any account. A new customer starts with the 7-day trial, and with the `d` discount on the first
 * three monthly cycles when the client asked for it; anyone else pays the first cycle now at the full price.
 */
export async function offerFor(
  app: FastifyInstance,
  user: AuthenticatedUser,
  request: OfferRequest,
): Promise<Offer> {
  const claims: TrialClaim[] = [];
  if (request.document) claims.push({ kind: 'document', value: request.document });
  if (request.cardFingerprint) claims.push({ kind: 'card', value: request.cardFingerprint });
  const returning =
    user.plans.some((plan) => !plan.free) ||
    (await hadBillingSubscription(app.db, user.id)) ||
    (await isTrialClaimed(app.db, claims));
  return {
    trial: !returning,
    discount: !returning && request.discount && request.interval === 'monthly',
    claims,
  };
}

/** The trial claim of a card: its provider's fingerprint (fingerprints of two providers never meet). */
export const cardClaimOf = (provider: string, fingerprint: string) => `${provider}:${fingerprint}`;
