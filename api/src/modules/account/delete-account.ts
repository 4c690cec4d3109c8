import { ACCOUNT_CONFIRMATION_MISMATCH, confirmsEmail } from '@atalho/sdk/schemas/account';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { AppError } from '../../errors';
import { notifyPlanChanged } from '../../extensions';
import { type DeletedAccount, deleteAccountRows } from './queries';
import { REMOVE_STORED_BYTES_JOB, removeStoredBytes } from './remove-stored-bytes';

/**
 * DELETE /api/v1/account (decision 037): once the typed confirmation is the account's e-mail (422
 * `account.confirmation.mismatch` otherwise), deletes the account in one transaction, then ends it everywhere.
 */
export async function deleteOwnAccount(
  app: FastifyInstance,
  user: AuthenticatedUser,
  confirmation: string,
): Promise<DeletedAccount> {
  if (!confirmsEmail(confirmation, user.email)) throw new AppError(422, [ACCOUNT_CONFIRMATION_MISMATCH]);
  // The links' anonymous counts that stay include every click acknowledged before (decision 042).
  await app.clickRollups.catchUp();
  const deleted = await deleteAccountRows(app.db, user.id, new Date());
  if (!deleted) throw new AppError(404, ['user.not.found']);
  await afterAccountDeleted(app, deleted);
  return deleted;
}

/**
 * What follows the committed deletion on this instance: its caches forget the user at once (its sessions, plan and
 * hosts; other instances hear the database's triggers), and the stored bytes are removed by the job (here and now
 * on an instance that runs no jobs, like mail).
 */
export async function afterAccountDeleted(app: FastifyInstance, deleted: DeletedAccount): Promise<void> {
  notifyPlanChanged(app, deleted.userId);
  app.log.info({ account: deleted }, 'account deleted');
  try {
    if (app.jobs.kind === 'off') await removeStoredBytes(app.db, app.providers.storage);
    else await app.jobs.enqueue(REMOVE_STORED_BYTES_JOB);
  } catch (error) {
    app.log.warn({ err: error }, 'stored bytes of a deleted account: the sweep removes them');
  }
}
