import { idNumber } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import type { AppPlugin } from '../../http/validate';
import { outboxRoutes } from './routes';
import { MAIL_SEND_JOB, sendQueuedMails } from './send-mail';
import { sweepStrandedMail } from './sweep-stranded-mail';

export { queueMail } from './queue-mail';

/** What `mail.send` is queued with: the messages stored in one turn. */
const mailSendData = v.object({ ids: v.pipe(v.array(idNumber), v.maxLength(1000)) });

/**
 * E-mail (decision 028): `queueMail` stores a message once per key and queues `mail.send`, which sends it through
 * the configured transport (the local outbox or SMTP) at most once; `mail.sweep` (MAIL_SWEEP_CRON) queues again
 * what was left unsent. Serves GET /api/v1/mail-outbox, the development outbox, only with the outbox adapter
 * outside production.
 */
const mailModule: AppPlugin = async (app) => {
  const transport = app.providers.mail;
  app.jobs.register({
    name: MAIL_SEND_JOB,
    // A refused or unreachable server is retried after 1, 2, 4, 8 and 16 minutes; the sweep takes over after that.
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    run: ({ data }) => sendQueuedMails(app.db, transport, v.parse(mailSendData, data).ids),
  });
  app.jobs.register({
    name: 'mail.sweep',
    schedule: app.config.jobs.mailSweepCron,
    run: ({ now }) => sweepStrandedMail(app, now),
  });
  if (transport.name !== 'outbox') return;
  if (app.config.isProduction)
    app.log.warn('mail: no SMTP server configured (MAIL_SMTP_URL); e-mails are stored and never sent');
  else await app.register(outboxRoutes);
};

export default mailModule;
