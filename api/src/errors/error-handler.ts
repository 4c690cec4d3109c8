import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { ValidationError } from './validation-error';

interface ErrorAnswer {
  status: number;
  messages: string[];
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** Drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause. */
function isUniqueViolation(error: unknown): boolean {
  if (hasCode(error, '23505')) return true;
  return error instanceof Error && error.cause !== undefined && hasCode(error.cause, '23505');
}

const fastifyCodes: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, messages: ['invalid.json'] },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, messages: ['invalid.json'] },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, messages: ['payload.too.large'] },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, messages: ['unsupported.media.type'] },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, messages: ['invalid'] },
};

function toErrorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof AppError) return { status: error.status, messages: error.messages };
  if (error instanceof ValidationError) return { status: 400, messages: error.messages };
  if (isUniqueViolation(error)) return { status: 409, messages: ['conflict'] };
  if (typeof error !== 'object' || error === null) return undefined;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const known = fastifyCodes[code];
  if (known) return known;
  // JSON.parse failures from content-type parsers surface as SyntaxError with status 400.
  if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
    return { status: 400, messages: ['invalid.json'] };
  }
  if ('validation' in error) return { status: 400, messages: ['invalid'] };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 404) return { status, messages: ['not.found'] };
  if (status === 429) return { status, messages: ['too.many.requests'] };
  if (status >= 400 && status < 500) return { status, messages: ['invalid'] };
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toErrorAnswer(error);
    if (answer) {
      if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(answer.status).send({ messages: answer.messages });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ messages: ['internal.error'] });
  });
}
