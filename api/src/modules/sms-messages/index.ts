import { idNumber } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { AppPlugin } from '../../http/validate';
import { listenForQueuedSms, MAX_IDS_PER_JOB, useSmsAdapter } from './dispatch-queued-sms';
import { smsOutboxRoutes } from './outbox-routes';
import { smsWebhookRoutes } from './routes';
import { SMS_SEND_JOB, sendQueuedSms } from './send-sms';
import { sweepStrandedSms } from './sweep-stranded-sms';

export type { InboundSmsHandler, SmsKindHandlers } from './kinds';
export { onInboundSms, registerSmsKind } from './kinds';
export { countSegments, type QueuedSms, queueSms } from './queue-sms';

/** What `sms.send` is queued with: the messages of one commit, or of one sweep. */
const smsSendData = v.object({ ids: v.pipe(v.array(idNumber), v.maxLength(MAX_IDS_PER_JOB)) });

/**
 * SMS (decision 032): `queueSms` stores messages once per key inside the caller's transaction and, once it
 * commits, has `sms.send` send them through the gateway (the local outbox or Zenvia) at most once, telling each
 * message's kind; `sms.sweep` (SMS_SWEEP_CRON) queues again what was left queued and fails what was spent.
 * Serves the gateway's webhooks (`/api/v1/sms-webhooks/{adapter}/inbound` and `/status`) and, with the outbox
 * adapter outside production, the development outbox `/api/v1/sms-outbox`.
 */
const smsMessagesModule: AppPlugin = async (app) => {
  const gateway = app.providers.sms;
  useSmsAdapter(gateway.name);
  app.jobs.register({
    name: SMS_SEND_JOB,
    // A refused or unreachable gateway is retried after 1, 2, 4, 8 and 16 minutes; the sixth failure is final.
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    // A campaign queues a run per 1,000 messages, each over in a second or two: 5 s polls would idle most of it.
    pollingSeconds: 0.5,
    run: ({ data }) => sendQueuedSms(app.db, gateway, v.parse(smsSendData, data).ids, app.log),
  });
  app.jobs.register({
    name: 'sms.sweep',
    schedule: app.config.jobs.smsSweepCron,
    run: ({ now }) => sweepStrandedSms(app, now),
  });
  await listenForQueuedSms(app);
  await app.register(smsWebhookRoutes);
  if (gateway.name !== 'outbox') return;
  if (app.config.isProduction)
    app.log.warn('sms: no gateway configured (SMS_ADAPTER=zenvia); SMS are stored and never sent');
  else await app.register(smsOutboxRoutes);
};

export default smsMessagesModule;
