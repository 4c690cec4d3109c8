import { idNumber } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { AppPlugin } from '../../http/validate';
import { registerSmsKind } from '../sms-messages';
import { resumeSendsOnStart, runDueShootings, SHOOTINGS_DUE_JOB } from './due-shootings';
import { shootingMessageHandlers } from './refund-failed-sms';
import { shootingSendRoutes } from './send-routes';
import { SHOOTING_SEND_JOB, sendShooting } from './send-shooting-batch';

const sendJobData = v.object({ shootingId: idNumber });

/**
 * The send of the campaigns (decision 034): POST /sms-shootings/send, the `sms-shootings.send` batches, the
 * every-minute scheduler (`sms-shootings.due`), the refunds of failed SHOOTING messages, and the resumption at
 * start-up of sends a killed instance left. Registered by the module's index.
 */
export const shootingSending: AppPlugin = async (app) => {
  registerSmsKind('SHOOTING', shootingMessageHandlers);
  app.jobs.register({
    name: SHOOTING_SEND_JOB,
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    // The owner is looking at a PROCESSING shooting: its first batch should not wait for a 5 s poll.
    pollingSeconds: 1,
    run: ({ data }) => sendShooting(app, v.parse(sendJobData, data).shootingId),
  });
  app.jobs.register({
    name: SHOOTINGS_DUE_JOB,
    schedule: app.config.jobs.smsShootingsCron,
    run: ({ now }) => runDueShootings(app, now),
  });
  resumeSendsOnStart(app);
  await app.register(shootingSendRoutes);
};
