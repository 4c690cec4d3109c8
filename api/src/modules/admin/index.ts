import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { notifyPlanChanged } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { afterAccountDeleted } from '../account';
import { clickRollupProgress, oldestClickWaiting } from '../clicks';
import {
  addDomain,
  addSubdomain,
  domainChecksOf,
  listDomainSummaries,
  removeDomain,
  verifyDomainNow,
} from '../domains';
import { filesOrigin } from '../files';
import { AccountEmailInput, deleteAccountByEmail, exportAccountByEmail } from './account-commands';
import {
  grantPlanByEmail,
  JobRunInput,
  PlanGrantInput,
  PlanRevokeInput,
  revokePlanByEmail,
  summarizeUsers,
} from './commands';
import { DomainAddInput, DomainHostInput, DomainListQuery, SubdomainAddInput } from './domain-commands';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Loopback-only operator routes used by the admin CLI; never behind a proxy (socket address, not request.ip). */
const adminModule: AppPlugin = async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const remote = request.socket.remoteAddress ?? '';
    const token = request.headers['x-admin-token'];
    if (!LOOPBACK.has(remote) || typeof token !== 'string' || !sameSecret(token, app.adminToken)) {
      throw new AppError(404, ['not.found']);
    }
  });

  const hide = { hide: true };

  app.post('/_admin/plan-grant', { schema: { ...hide, body: PlanGrantInput } }, async (request) => {
    const result = await grantPlanByEmail(app.db, request.body);
    notifyPlanChanged(app, result.userId);
    return result;
  });

  app.post('/_admin/plan-revoke', { schema: { ...hide, body: PlanRevokeInput } }, async (request) => {
    const result = await revokePlanByEmail(app.db, request.body);
    notifyPlanChanged(app, result.userId);
    return result;
  });

  app.get('/_admin/users', { schema: hide }, async () => summarizeUsers(app.db));

  // Runs a job here and now, optionally at another time (e2e: a renewal after the trial's end).
  app.post('/_admin/job-run', { schema: { ...hide, body: JobRunInput } }, async (request) =>
    app.jobs.runNow(request.body.name, request.body.at ? { now: new Date(request.body.at) } : {}),
  );

  // Custom domains (decision 033): each write reloads the owner's hosts here at once; other instances follow the
  // database's owner event.
  const reloadHosts = (ownerId: number) => app.extensions.customHosts.reloadOwner(ownerId);
  const withReload = async <T extends { userId: number }>(result: T): Promise<T> => {
    await reloadHosts(result.userId);
    return result;
  };

  app.post('/_admin/domain-add', { schema: { ...hide, body: DomainAddInput } }, async (request) =>
    withReload(await addDomain(app.db, app.config, request.body)),
  );

  app.post('/_admin/subdomain-add', { schema: { ...hide, body: SubdomainAddInput } }, async (request) =>
    withReload(await addSubdomain(app.db, app.config, request.body)),
  );

  app.post('/_admin/domain-verify', { schema: { ...hide, body: DomainHostInput } }, async (request) =>
    withReload(await verifyDomainNow(domainChecksOf(app), request.body.host)),
  );

  app.post('/_admin/domain-remove', { schema: { ...hide, body: DomainHostInput } }, async (request) =>
    withReload(await removeDomain(app.db, request.body.host)),
  );

  app.get('/_admin/domains', { schema: { ...hide, querystring: DomainListQuery } }, async (request) =>
    listDomainSummaries(app.db, request.query.email),
  );

  // LGPD on a support request (decision 037): the export streams back as the ZIP; the deletion is the panel's.
  app.post(
    '/_admin/account-export',
    { schema: { ...hide, body: AccountEmailInput } },
    async (request, reply) => {
      const deps = { db: app.db, storage: app.providers.storage, filesOrigin: filesOrigin(app.config) };
      const download = await exportAccountByEmail(deps, request.body);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .send(download.body);
    },
  );

  app.post('/_admin/account-delete', { schema: { ...hide, body: AccountEmailInput } }, async (request) => {
    await app.clickRollups.catchUp();
    const deleted = await deleteAccountByEmail(app.db, request.body);
    await afterAccountDeleted(app, deleted);
    return deleted;
  });

  /** How far the click rollups are behind the stored clicks (read by bench/redirect.mjs, decision 042). */
  app.get('/_admin/click-rollups', { schema: hide }, async () => {
    const [progress, oldest] = await Promise.all([clickRollupProgress(app.db), oldestClickWaiting(app.db)]);
    return { ...progress, lagMs: oldest ? Math.max(0, Date.now() - oldest.getTime()) : 0 };
  });

  /** What the visitor cache holds (read by bench/redirect.mjs to check its byte bound and hit ratio). */
  app.get('/_admin/visitor-cache', { schema: hide }, async () => {
    const cache = app.visitorCache;
    return {
      bytes: cache.calculatedBytes,
      peakBytes: cache.peakBytes,
      maxBytes: cache.maxBytes,
      keys: cache.size,
      misses: cache.misses,
      hotPathHits: app.hotPath.hits,
    };
  });
};

export default adminModule;

export { deleteAccountByEmail, exportAccountByEmail } from './account-commands';
export { readAdminFile, removeAdminFile, writeAdminFile } from './admin-file';
export { grantPlanByEmail, revokePlanByEmail, summarizeUsers } from './commands';
