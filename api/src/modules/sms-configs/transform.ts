import type { SmsConfig } from '@atalho/sdk/schemas/sms';
import type { SmsConfigRow } from '../../db/schema';

export function toSmsConfig(row: SmsConfigRow, canSend: boolean): SmsConfig {
  return {
    id: row.id,
    business: row.business,
    buyAutomatically: row.buyAutomatically,
    creditsToBuy: row.creditsToBuy,
    canSend,
    dateCreate: row.createdAt.toISOString(),
    dateUpdate: row.updatedAt.toISOString(),
  };
}
