import type { AuthUser } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type { TokenResolver } from './auth/types';
import type { HotRoute } from './http/hot-path';

/** Loads the page config shown as `config` in GET /api/v1/auth (null when the user has none). */
export type UserConfigLoader = (userId: number) => Promise<AuthUser['config']>;

export type PlanChangeListener = (userId: number) => void;

/**
 * Which links a request's host may answer (decision 033): `main`, every link (the product's own host, and any host
 * no customer registered); `owner`, a customer's verified host: only that owner's links, while their plan has
 * `customDomain`; `closed`, a customer's host that does not serve (pending or failing): none.
 */
export type HostScope =
  | { kind: 'main' }
  | { kind: 'owner'; ownerId: number; host: string; origin: string }
  | { kind: 'closed'; host: string };

export const MAIN_HOST: HostScope = { kind: 'main' };

/** The customer hosts the domains module keeps in memory; until it registers, every host is the main one. */
export interface CustomHosts {
  /** Synchronous (the hot path asks it): the Host header as sent, port and case included. */
  resolve(host: string | undefined): HostScope;
  /** What `/` answers on a customer host: their banner link when their plan shows it, else undefined (a neutral page). */
  homeOf(scope: Exclude<HostScope, { kind: 'main' }>): Promise<string | undefined>;
  /**
   * The origin an owner's links are shared on (`https://links.minhaloja.com.br`): their verified domain, else their
   * verified subdomain, while their plan has `customDomain`; undefined otherwise (PUBLIC_URL).
   */
  originOf(ownerId: number): string | undefined;
  /** Reads an owner's hosts again after a write (other instances follow the database's owner event). */
  reloadOwner(ownerId: number): Promise<void>;
  /** Reads every host again (an event about everything; tests after emptying the database). */
  reloadAll(): Promise<void>;
}

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
  /** Told when anything a visitor page shows may have changed (decision 007's `all` event, a reconnection). */
  allChangedListeners: (() => void)[];
  paymentListeners: PaymentListener[];
  customHosts: CustomHosts;
}

export function createExtensions(): AppExtensions {
  return {
    tokenResolvers: [],
    userConfigLoader: undefined,
    planChangeListeners: [],
    allChangedListeners: [],
    paymentListeners: [],
    customHosts: {
      resolve: () => MAIN_HOST,
      homeOf: async () => undefined,
      originOf: () => undefined,
      reloadOwner: async () => {},
      reloadAll: async () => {},
    },
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

export function setCustomHosts(app: FastifyInstance, hosts: CustomHosts): void {
  app.extensions.customHosts = hosts;
}

export function onPlanChanged(app: FastifyInstance, listener: PlanChangeListener): void {
  app.extensions.planChangeListeners.push(listener);
}

export function notifyPlanChanged(app: FastifyInstance, userId: number): void {
  for (const listener of app.extensions.planChangeListeners) listener(userId);
}

export function onAllChanged(app: FastifyInstance, listener: () => void): void {
  app.extensions.allChangedListeners.push(listener);
}

export function notifyAllChanged(app: FastifyInstance): void {
  for (const listener of app.extensions.allChangedListeners) listener();
}

/** Subscriptions and credits follow their payments: a webhook's paid, failed or refunded reaches them here. */
export function onPaymentSettled(app: FastifyInstance, listener: PaymentListener): void {
  app.extensions.paymentListeners.push(listener);
}

export async function notifyPaymentSettled(app: FastifyInstance, payment: SettledPayment): Promise<void> {
  for (const listener of app.extensions.paymentListeners) await listener(payment);
}
