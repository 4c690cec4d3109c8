import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResolver } from './auth/types';
import type { HotRoute } from './http/hot-path';

/** Context given to an HTML enhancer for a page the shell renders. */
export interface HtmlEnhancerContext {
  html: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Decoded path segments, e.g. ['abc12'] for /abc12 or ['abc12', 'k9'] for /abc12/k9. */
  segments: string[];
}

/** Returns the changed HTML, or undefined to leave it as is. Enhancers run in registration order. */
export type HtmlEnhancer = (context: HtmlEnhancerContext) => Promise<string | undefined> | string | undefined;

/** Loads the page config shown as `config` in GET /api/v1/auth (null when the user has none). */
export type UserConfigLoader = (userId: number) => Promise<unknown>;

export type PlanChangeListener = (userId: number) => void;

/**
 * Extension points modules fill while they register (all live on the root instance):
 * the links module adds its HTML enhancer and config loader, API credentials add a token resolver,
 * caches subscribe to plan changes.
 */
export interface AppExtensions {
  tokenResolvers: TokenResolver[];
  htmlEnhancers: HtmlEnhancer[];
  userConfigLoader: UserConfigLoader | undefined;
  planChangeListeners: PlanChangeListener[];
}

export function createExtensions(): AppExtensions {
  return { tokenResolvers: [], htmlEnhancers: [], userConfigLoader: undefined, planChangeListeners: [] };
}

export function registerHtmlEnhancer(app: FastifyInstance, enhancer: HtmlEnhancer): void {
  app.extensions.htmlEnhancers.push(enhancer);
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
