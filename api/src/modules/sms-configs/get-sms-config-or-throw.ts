import { smsMessageKeys } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import type { SmsConfigRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findSmsConfig } from './queries';

/** GET /api/v1/sms-configs/users: the user's config; 404 before the business name is set. */
export async function getSmsConfigOrThrow(db: Db, userId: number): Promise<SmsConfigRow> {
  const row = await findSmsConfig(db, userId);
  if (!row) throw notFound();
  return row;
}

/**
 * The config a contact action needs (spec 002 §2, §6: every contact action waits for the business name):
 * 400 `businerRequiredInfo` without one.
 */
export async function requireSmsConfig(db: Db, userId: number): Promise<SmsConfigRow> {
  const row = await findSmsConfig(db, userId);
  if (!row) throw new AppError(400, [smsMessageKeys.businessRequired]);
  return row;
}
