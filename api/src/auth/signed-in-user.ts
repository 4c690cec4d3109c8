import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser, RouteAuthConfig } from './types';

/** `feature` implies `auth`. */
export function requiresSignIn(config: RouteAuthConfig): boolean {
  return config.auth === true || config.feature !== undefined;
}

/**
 * The signed-in user of a route that declares `auth: true` or a `feature`. The auth plugin has already
 * answered 401 without one, so reaching the throw means the route forgot its declaration: a bug, not a
 * client error.
 */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user || !requiresSignIn(request.routeOptions.config)) {
    throw new Error(`${request.routeOptions.url} reads the signed-in user but declares no auth`);
  }
  return request.user;
}
