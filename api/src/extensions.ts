import type { FastifyInstance } from 'fastify';
import type { TokenResolver } from './auth/types';
import type { HotRoute } from './http/hot-path';

/** Loads the page config shown as `config` in GET /api/v1/auth (null when the user has none). */
export type UserConfigLoader = (userId: number) => Promise<unknown>;

export type PlanChangeListener = (userId: number) => void;

/** Told the sha256 of a session token that has just been deleted (logout). */
export type TokenRevokedListener = (tokenHash: string) => void;

/** A payment whose status changed after the purchase answered (a processor webhook). */
export interface SettledPayment {
  id: number;
  userId: number;
  purpose: 'subscription' | 'credits';
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  subscriptionId: number | null;
  cycle: number | null;
}

export type PaymentListener = (payment: SettledPayment) => Promise<void>;

/**
 * Extension points modules fill while they register (all live on the root instance):
 * the configs module sets the config loader, API credentials add a token resolver,
 * caches subscribe to plan changes.
 */
export interface AppExtensions {
  tokenResolvers: TokenResolver[];
  userConfigLoader: UserConfigLoader | undefined;
  planChangeListeners: PlanChangeListener[];
  tokenRevokedListeners: TokenRevokedListener[];
  paymentListeners: PaymentListener[];
}

export function createExtensions(): AppExtensions {
  return {
    tokenResolvers: [],
    userConfigLoader: undefined,
    planChangeListeners: [],
    tokenRevokedListeners: [],
    paymentListeners: [],
  };
}

/** Answers some requests from memory before Fastify (see HotPath); the route must mirror a Fastify route. */
export function registerHotRoute(app: FastifyInstance, route: HotRoute): void {
  app.hotPath.add(route);
}

export function registerTokenResolver(app: FastifyInstance, resolver: TokenResolver): void {
  app.extensions.tokenResolvers.push(resolver);
}

export function setUserConfigLoader(app: FastifyInstance, loader: UserConfigLoader): void {
  app.extensions.userConfigLoader = loader;
}

export function onPlanChanged(app: FastifyInstance, listener: PlanChangeListener): void {
  app.extensions.planChangeListeners.push(listener);
}

export function notifyPlanChanged(app: FastifyInstance, userId: number): void {
  for (const listener of app.extensions.planChangeListeners) listener(userId);
}

export function onTokenRevoked(app: FastifyInstance, listener: TokenRevokedListener): void {
  app.extensions.tokenRevokedListeners.push(listener);
}

export function notifyTokenRevoked(app: FastifyInstance, tokenHash: string): void {
  for (const listener of app.extensions.tokenRevokedListeners) listener(tokenHash);
}

/** Subscriptions and credits follow their payments: a webhook's paid, failed or refunded reaches them here. */
export function onPaymentSettled(app: FastifyInstance, listener: PaymentListener): void {
  app.extensions.paymentListeners.push(listener);
}

export async function notifyPaymentSettled(app: FastifyInstance, payment: SettledPayment): Promise<void> {
  for (const listener of app.extensions.paymentListeners) await listener(payment);
}
