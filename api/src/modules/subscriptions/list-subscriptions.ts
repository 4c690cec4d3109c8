import type { Subscription } from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { listCurrentSubscriptions } from './queries';
import { toSubscription } from './transform';

export async function listSubscriptions(db: Db, userId: number, now = new Date()): Promise<Subscription[]> {
  return (await listCurrentSubscriptions(db, userId, now)).map(toSubscription);
}

/** One of the user's subscriptions as the list shows it (404 for anyone else's). */
export async function getSubscriptionOrThrow(db: Db, userId: number, id: number): Promise<Subscription> {
  const found = (await listCurrentSubscriptions(db, userId, new Date())).find(
    (row) => row.subscription.id === id,
  );
  if (!found) throw notFound();
  return toSubscription(found);
}
