import { messageKeys } from '@atalho/sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

export const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * The opt-in and opt-out pages' HTML form (`smsOptInCode`, `last4NumberDigits`), for contacts without
 * JavaScript, read into the JSON body's shape so one schema checks both. Registered in this module only.
 */
export function registerOptFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const form = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
      const values: Record<string, string> = {};
      for (const [name, value] of form) {
        if (name.includes('\0') || value.includes('\0'))
          return done(new AppError(400, [messageKeys.invalid]));
        if (name === 'smsOptInCode' || name === 'last4NumberDigits') values[name] = value;
      }
      return done(null, values);
    },
  );
}

export function isFormRequest(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);
}
