import { idNumber } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { AppPlugin } from '../../http/validate';
import { filesOrigin } from '../files';
import { BUILD_EXPORT_JOB, buildDataExport } from './build-data-export';
import { REMOVE_STORED_BYTES_JOB, removeStoredBytes } from './remove-stored-bytes';
import { accountRoutes } from './routes';
import { sweepDataExports } from './sweep-data-exports';

/** What `account.build-export` is queued with. */
const buildExportData = v.object({ exportId: idNumber });

/**
 * The account (LGPD, decision 037): `/api/v1/account/data-exports` (a copy of all the user's data, built by the
 * `account.build-export` job, downloaded as a ZIP for 7 days) and `DELETE /api/v1/account` (one transaction;
 * stored bytes removed after it by `account.remove-stored-bytes`); `account.sweep` (ACCOUNT_SWEEP_CRON) queues
 * stranded exports again, deletes expired ones and removes queued bytes. The admin CLI does both on request.
 */
const accountModule: AppPlugin = async (app) => {
  const deps = { db: app.db, storage: app.providers.storage, filesOrigin: filesOrigin(app.config) };
  app.jobs.register({
    name: BUILD_EXPORT_JOB,
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    run: ({ data, now }) => buildDataExport(deps, v.parse(buildExportData, data).exportId, now),
  });
  app.jobs.register({
    name: REMOVE_STORED_BYTES_JOB,
    run: () => removeStoredBytes(app.db, app.providers.storage),
  });
  app.jobs.register({
    name: 'account.sweep',
    schedule: app.config.jobs.accountSweepCron,
    run: ({ now }) => sweepDataExports(app, now),
  });
  await app.register(accountRoutes);
};

export default accountModule;

export { afterAccountDeleted } from './delete-account';
export type { AccountDeps } from './deps';
export { exportAccountForSupport } from './export-for-support';
export { deleteAccountRows } from './queries';
export { removeStoredBytes } from './remove-stored-bytes';
