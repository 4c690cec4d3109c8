import type { RouteOptions } from 'fastify';
import { requiresSignIn } from '../../auth/signed-in-user';
import type { ClickRollups } from './click-rollups';

/**
 * An `onRoute` hook: every signed-in GET (the panel's and the API's reads) first catches the rollups up to
 * the clicks stored before it (decision 042), so an owner reads counts that include every acknowledged
 * click. Visitors' requests and writes never wait for it.
 */
export function catchUpBeforeSignedInReads(rollups: ClickRollups): (route: RouteOptions) => void {
  const catchUp = async () => {
    await rollups.catchUp();
  };
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET') || !requiresSignIn(route.config ?? {})) return;
    const existing = route.preHandler;
    route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), catchUp] : [catchUp];
  };
}
