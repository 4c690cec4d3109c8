import { billingMessages } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { claimIdempotencyKey, finishIdempotencyKey, releaseIdempotencyKey } from './queries';

const StoredError = v.object({ messages: v.array(v.string()) });

/**
 * Runs a charging write once per (user, Idempotency-Key). A retry of a finished request gets the first answer
 * again without running anything: the same body, or the same error (status and message keys). One still
 * running answers 409 `request.in.progress`. An unexpected failure frees the key, so the client can retry: the
 * payment row keyed by the same key (and the provider's own idempotency) still charge at most once.
 */
export async function withIdempotency<T>(
  db: Db,
  request: { userId: number; key: string; operation: string },
  run: () => Promise<T>,
): Promise<T> {
  const { userId, key, operation } = request;
  const previous = await claimIdempotencyKey(db, userId, key, operation);
  if (previous) {
    if (previous.operation !== operation) throw new AppError(422, [billingMessages.idempotencyKeyRequired]);
    if (previous.status !== 'done' || previous.responseStatus === null)
      throw new AppError(409, [billingMessages.requestInProgress]);
    const stored = v.safeParse(StoredError, previous.responseBody);
    if (previous.responseStatus >= 400 && stored.success)
      throw new AppError(previous.responseStatus, stored.output.messages);
    // Written by the first run of this very operation, below.
    return previous.responseBody as T;
  }
  let body: T;
  try {
    body = await run();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await finishIdempotencyKey(db, userId, key, {
        status: error.status,
        body: { messages: error.messages },
      });
    } else {
      await releaseIdempotencyKey(db, userId, key);
    }
    throw error;
  }
  await finishIdempotencyKey(db, userId, key, { status: 200, body });
  return body;
}

/** The key the provider sees for a user's request: unique across users. */
export function paymentKeyOf(userId: number, key: string): string {
  return `u${userId}-${key}`;
}
