import type { FastifyInstance } from 'fastify';
import type { NewClick } from '../../../src/modules/clicks/queries';
import { bearer } from '../../helpers/test-app';
import { eventually, writeAndAwaitInvalidation } from '../../helpers/visitor-cache';

/** Grants a plan the way an operator does (loopback admin route), which also notifies plan listeners. */
export async function grantPlan(
  app: FastifyInstance,
  email: string,
  plan: 'BASIC' | 'PRO' | 'BUSINESS',
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/_admin/plan-grant',
    headers: { 'x-admin-token': app.adminToken },
    payload: { email, plan },
  });
  if (response.statusCode !== 200)
    throw new Error(`plan grant failed: ${response.statusCode} ${response.body}`);
}

export interface CreatedLink {
  id: number;
  code: string;
  url: string;
  user: { id: number } | null;
}

/**
 * Creates a link through the API. Resolves once the database's notification of the insert has reached the
 * app's visitor cache too (on PostgreSQL it arrives a moment after the answer), so a test's first lookup
 * is not refused by the epoch rule and the next one is answered from memory.
 */
export async function createLink(app: FastifyInstance, url: string, token?: string): Promise<CreatedLink> {
  const epoch = app.visitorCache.epoch;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/online-addresses',
    headers: token ? bearer(token) : {},
    payload: { url },
  });
  if (response.statusCode !== 201)
    throw new Error(`create link failed: ${response.statusCode} ${response.body}`);
  // Two invalidations: the module's own, at once, and the notification.
  await eventually(() => app.visitorCache.epoch >= epoch + 2);
  return response.json();
}

/**
 * A new link whose own insert notification has reached the visitor cache: on PostgreSQL it arrives
 * asynchronously and, landing after a test's first request, would evict the entry that request cached.
 */
export async function createSettledLink(...args: Parameters<typeof createLink>): Promise<CreatedLink> {
  let created: CreatedLink | undefined;
  await writeAndAwaitInvalidation(args[0], async () => {
    created = await createLink(...args);
  });
  if (!created) throw new Error('the link was not created');
  return created;
}

/** A counted click of a link with nothing known of its visitor (no session, platform, place or share source). */
export function plainClick(onlineAddressId: number, createdAt = new Date()): NewClick {
  return {
    onlineAddressId,
    userSessionId: null,
    platform: null,
    breakpointName: null,
    shareOn: null,
    country: null,
    state: null,
    city: null,
    createdAt,
    suspicion: null,
  };
}
