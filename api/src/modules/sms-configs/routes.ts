import { ErrorBody } from '@atalho/sdk/schemas';
import { SmsConfig, smsConfigBody } from '@atalho/sdk/schemas/sms';
import { signedInUser } from '../../auth/signed-in-user';
import { hasFeature } from '../../entitlements';
import type { AppPlugin } from '../../http/validate';
import { getSmsConfigOrThrow } from './get-sms-config-or-throw';
import { saveSmsConfig } from './save-sms-config';
import { toSmsConfig } from './transform';

const tags = ['sms-configs'];

/** The business name that signs every SMS (spec 002 §3 "SMS config", §7). */
export const smsConfigRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/sms-configs/users',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'getSmsConfigOfUser',
        summary: 'My SMS config (404 before the business name is set), with whether my plan sends SMS',
        response: { 200: SmsConfig, 404: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return toSmsConfig(await getSmsConfigOrThrow(app.db, user.id), hasFeature(user, 'smsSending'));
    },
  );

  app.post(
    '/api/v1/sms-configs',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'saveSmsConfig',
        summary:
          'Create or replace my SMS config; a changed business name needs confirmBusinessChange and moves every contact to OPT_OUT',
        body: smsConfigBody,
        response: { 200: SmsConfig, 409: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return toSmsConfig(await saveSmsConfig(app.db, user.id, request.body), hasFeature(user, 'smsSending'));
    },
  );
};
