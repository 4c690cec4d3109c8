import { ErrorBody } from '@atalho/sdk/schemas';
import { Shooting, shootingSendBody } from '@atalho/sdk/schemas/sms';
import { signedInUser } from '../../auth/signed-in-user';
import type { AppPlugin } from '../../http/validate';
import { shortUrlOrigin } from '../online-addresses/transform';
import { shootingAnswer } from './get-shooting-or-throw';
import { kickOffShooting } from './send-shooting-batch';
import { startShooting } from './start-shooting';

const tags = ['sms-shootings'];

/** POST /api/v1/sms-shootings/send (spec 002 §4 "Save and send flow"; decision 034). */
export const shootingSendRoutes: AppPlugin = async (app) => {
  app.post(
    '/api/v1/sms-shootings/send',
    {
      config: { feature: 'smsSending' },
      schema: {
        tags,
        operationId: 'sendSmsShooting',
        summary:
          'Send a SAVED, SCHEDULED or FAILURE shooting now: its OPT_IN recipients × R$ 0,30 debited at once and the ' +
          'shooting PROCESSING; 402 insufient.credits (nothing debited or sent), 400 large.sms.text, invalid (no ' +
          'OPT_IN recipient) or businerRequiredInfo, 404 another owner’s or missing, 409 conflict (already sending or sent)',
        body: shootingSendBody,
        response: { 200: Shooting, 400: ErrorBody, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const started = await startShooting(app.db, user, request.body.id, { now: new Date() });
      if (!started) throw new Error('a send without a schedule cannot be skipped');
      await kickOffShooting(app, started.id);
      return shootingAnswer(app.db, started, shortUrlOrigin(app, user.id));
    },
  );
};
