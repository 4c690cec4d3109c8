import { messageKeys } from '@atalho/sdk/schemas';
import type { LeadBody } from '@atalho/sdk/schemas/infoproducts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { AppError } from '../../errors';
import { fieldKey, type LeadErrors } from './check-lead-answers';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A lead form is a handful of short fields; anything near this is not a person's form. */
const FORM_BODY_LIMIT = 32 * 1024;

const ID = /^\d{1,10}$/;
const FIELD = /^field\.(\d{1,10})$/;

/**
 * The lead page's HTML form (`email`, `infoproduct.id`, `field.{id}`), for visitors without JavaScript, read into
 * the JSON body's shape so the same schema checks both. Registered in this module only: every other route still
 * answers 415 to a form body.
 */
export function registerLeadFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const form = new URLSearchParams(text);
      const answers: LeadBody['answers'] = [];
      let email: string | undefined;
      let infoproductId: number | string | undefined;
      for (const [name, value] of form) {
        if (name.includes('\0') || value.includes('\0'))
          return done(new AppError(400, [messageKeys.invalid]));
        const field = FIELD.exec(name);
        if (field) answers.push({ field: { id: Number(field[1]) }, value });
        else if (name === 'email') email = value;
        else if (name === 'infoproduct.id') infoproductId = ID.test(value) ? Number(value) : value;
      }
      return done(null, { email, infoproduct: { id: infoproductId }, answers });
    },
  );
}

export function isFormRequest(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);
}

/** The values the visitor typed, to fill the form again (keys as the form's names). */
export function formValuesOf(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  const lead = body as Partial<LeadBody> | undefined;
  if (typeof lead?.email === 'string') values.email = lead.email;
  for (const answer of lead?.answers ?? []) values[fieldKey(answer.field.id)] = answer.value;
  return values;
}

/** The schema's issues as form errors: the e-mail's at `email`, an answer's at its `field.{id}`. */
export function formErrorsOf(
  body: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): LeadErrors | 'not.found' {
  const errors: LeadErrors = {};
  const lead = body as Partial<LeadBody> | undefined;
  for (const issue of issues) {
    const [first, second] = issue.path ?? [];
    const message = /^[A-Za-z][\w.]*$/.test(issue.message) ? issue.message : messageKeys.invalid;
    if (first?.key === 'infoproduct') return 'not.found';
    if (first?.key === 'answers' && typeof second?.key === 'number') {
      const id = lead?.answers?.[second.key]?.field.id;
      if (id !== undefined) errors[fieldKey(id)] ??= message;
    } else {
      errors.email ??= message;
    }
  }
  return errors;
}
