import type { Db } from '../../db/client';
import type { SettledPayment } from '../../extensions';
import { updateEntryOfPayment } from './queries';

/** A credit purchase the processor settled later: paid counts it; failed or refunded cancels what is left. */
export async function settleCreditPayment(db: Db, payment: SettledPayment): Promise<void> {
  if (payment.purpose !== 'credits' || payment.status === 'pending') return;
  const status = payment.status === 'paid' ? 'PAID' : payment.status === 'failed' ? 'FAILED' : 'CANCELED';
  await updateEntryOfPayment(db, payment.id, status);
}
