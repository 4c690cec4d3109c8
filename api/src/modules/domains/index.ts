import type { FastifyInstance } from 'fastify';
import { onAllChanged, onPlanChanged, setCustomHosts } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { HostRegistry } from './host-registry';
import { domainRoutes } from './routes';
import { domainTargetOf } from './transform';
import { type DomainChecks, verifyDueDomains } from './verify-domains';

const DOMAIN_CHECK_JOB = 'domains.check';

/** What a domain check needs, from the app (the admin routes and the job). */
export function domainChecksOf(app: FastifyInstance): DomainChecks {
  return { db: app.db, dns: app.providers.dns, target: domainTargetOf(app.config) };
}

/**
 * Customer domains and subdomains (BUSINESS; decision 033): the hosts in memory for the visitor path, the DNS
 * check job, the owner's list and the TLS proxy's question. Added, verified and removed by the admin CLI.
 */
const domainsModule: AppPlugin = async (app) => {
  const registry = new HostRegistry(
    app.db,
    new URL(app.config.publicUrl).protocol,
    async (ownerId) => (await app.extensions.userConfigLoader?.(ownerId))?.bannerLink,
  );
  const logFailure = (error: unknown) => app.log.error({ err: error }, 'custom hosts: reload failed');
  // A database down at start-up must not stop the server (it answers 503 until the database is back): the hosts
  // load again when the listener reconnects (`onAllChanged`); until then no customer host serves.
  await registry.reloadAll().catch(logFailure);
  setCustomHosts(app, registry);
  // The `domains` trigger notifies an owner event, as plan writes do: both change what the owner's hosts serve.
  onPlanChanged(app, (ownerId) => {
    registry.reloadOwner(ownerId).catch(logFailure);
  });
  onAllChanged(app, () => {
    registry.reloadAll().catch(logFailure);
  });
  app.jobs.register({
    name: DOMAIN_CHECK_JOB,
    schedule: app.config.jobs.domainCheckCron,
    run: async ({ now }) => {
      const result = await verifyDueDomains(domainChecksOf(app), now);
      for (const owner of new Set(result.changed.map((changed) => changed.userId)))
        await registry.reloadOwner(owner);
      return {
        checked: result.checked,
        verified: result.verified,
        failing: result.failing,
        unanswered: result.unanswered,
      };
    },
  });
  await app.register(domainRoutes);
};

export default domainsModule;

export {
  addDomain,
  addSubdomain,
  listDomainSummaries,
  removeDomain,
  verifyDomainNow,
} from './manage-domains';
export { domainTargetOf } from './transform';
