import * as v from 'valibot';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type AccountDeps, deleteAccountRows, exportAccountForSupport } from '../account';
import { findUserByEmail } from '../users';

/** Body of the loopback /_admin account routes (the CLI's `account export` and `account delete`). */
export const AccountEmailInput = v.object({
  email: v.pipe(v.string('required'), v.trim(), v.email('invalid'), v.toLowerCase()),
});
export type AccountEmailInput = v.InferOutput<typeof AccountEmailInput>;

async function accountIdOf(db: Db, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, ['user.not.found']);
  return user.id;
}

/** `account export <email>`: the user's data export, made now, as the ZIP's stream (decision 037). */
export async function exportAccountByEmail(deps: AccountDeps, input: AccountEmailInput) {
  return exportAccountForSupport(deps, await accountIdOf(deps.db, input.email), new Date());
}

/** `account delete <email>`: the deletion the user can do in the panel, on a support request (decision 037). */
export async function deleteAccountByEmail(db: Db, input: AccountEmailInput) {
  const deleted = await deleteAccountRows(db, await accountIdOf(db, input.email), new Date());
  if (!deleted) throw new AppError(404, ['user.not.found']);
  return deleted;
}
