import { messageKeys } from '@atalho/sdk/schemas';
import { type OptResult, smsMessageKeys } from '@atalho/sdk/schemas/sms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { OptDirection } from './opt-by-code';

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const errorTexts: Record<string, string> = {
  [smsMessageKeys.optInRefused]:
    'Não foi possível confirmar: o código já foi usado ou os 4 dígitos não conferem.',
  [smsMessageKeys.optOutRefused]:
    'Não foi possível cancelar: você já saiu da lista ou os 4 dígitos não conferem.',
  [messageKeys.tooManyRequests]: 'Muitas tentativas. Tente de novo daqui a uma hora.',
  'rate.limited': 'Muitas tentativas. Tente de novo mais tarde.',
};

/** A small confirmation or error page, the answer to the form (no script, no styles beyond a few lines). */
export function optPage(
  direction: OptDirection,
  outcome: { result: OptResult } | { error: string },
  code: string | undefined,
): string {
  const title = direction === 'in' ? 'Confirmar mensagens por SMS' : 'Sair da lista de SMS';
  let body: string;
  if ('result' in outcome) {
    const business = escapeHtml(outcome.result.business);
    body =
      direction === 'in'
        ? `<h1>Pronto!</h1><p>Você vai receber as mensagens de <strong>${business}</strong> por SMS. Para sair, responda SAIR a qualquer mensagem.</p>`
        : `<h1>Pronto!</h1><p>Você não vai mais receber mensagens de <strong>${business}</strong> por SMS.</p>`;
  } else {
    const text = errorTexts[outcome.error] ?? 'Confira o código e os 4 dígitos e tente de novo.';
    const back =
      code && /^[A-Za-z0-9]{6,20}$/.test(code) ? `/${direction === 'in' ? 'i' : 'o'}/${code}` : '/';
    body = `<h1>${title}</h1><p role="alert">${escapeHtml(text)}</p><p><a href="${back}">Voltar</a></p>`;
  }
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style></head><body><main>${body}</main></body></html>`;
}
