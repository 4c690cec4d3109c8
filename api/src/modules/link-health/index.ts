import { outboundOptionsOf } from '../../http/outbound-fetch';
import type { AppPlugin } from '../../http/validate';
import { checkLinkHealth } from './check-link-health';

const LINK_HEALTH_JOB = 'links.health-check';

/**
 * The link health check (decision 013 queue, LINK_HEALTH_CRON, daily by default): sets each active link's
 * error, lastCheck and verification status, which the links list filters on and the broken-link warning shows.
 */
const linkHealthModule: AppPlugin = async (app) => {
  const outbound = outboundOptionsOf(app.config);
  app.jobs.register({
    name: LINK_HEALTH_JOB,
    schedule: app.config.jobs.linkHealthCron,
    run: ({ now }) => checkLinkHealth(app.db, outbound, now),
  });
};

export default linkHealthModule;
