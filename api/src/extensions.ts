import type { AuthUser } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type { TokenResolver } from './auth/types';
import type { HotRoute } from './http/hot-path';

/** Loads the page config shown as `config` in GET /api/v1/auth (null when the user has none). */
export type UserConfigLoader = (userId: number) => Promise<AuthUser['config']>;

export type PlanChangeListener = (userId: number) => void;

/** Told the sha256 of a session token that has just been deleted (logout). */
export type TokenRevokedListener = (tokenHash: string) => void;

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
}

export function createExtensions(): AppExtensions {
  return {
    tokenResolvers: [],
    userConfigLoader: undefined,
    planChangeListeners: [],
    tokenRevokedListeners: [],
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
