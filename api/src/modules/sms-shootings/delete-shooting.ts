import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { deleteShootingRow, lockOwnedShooting } from './queries';
import { assertEditable } from './save-shooting';

/**
 * DELETE /api/v1/sms-shootings/{id}: the shooting with its recipients, links and accesses (cascade). A shooting
 * being sent or sent is kept (409 `conflict`): its messages and debits refer to it.
 */
export async function deleteShooting(db: Db, ownerId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnedShooting(tx, ownerId, id);
    if (!row) throw notFound();
    assertEditable(row);
    await deleteShootingRow(tx, row.id);
  });
}
