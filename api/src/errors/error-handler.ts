import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { unavailablePage, wantsHtml } from '../web/error-page';
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
  FST_ERR_BAD_URL: { status: 400, messages: ['invalid'] },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, messages: ['invalid'] },
};

const databaseUnavailable: ErrorAnswer = { status: 503, messages: ['service.unavailable'] };

function toErrorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof AppError) return { status: error.status, messages: error.messages };
  if (error instanceof ValidationError) return { status: 400, messages: error.messages };
  if (isUniqueViolation(error)) return { status: 409, messages: ['conflict'] };
  if (isDatabaseUnavailable(error)) return databaseUnavailable;
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

/**
 * The one error answer: `{ "messages": [...] }` with the spec's keys (a page when a browser asked for one and
 * the server failed). Client errors are not logged: their cause is the request, not the server. An AppError is
 * an answer the code chose (`signin.unavailable` when no sign-in is configured), not a failure: a 5xx one is
 * logged at info with its keys, no stack. Only what nobody expected is logged at error level.
 */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = toErrorAnswer(error) ?? { status: 500, messages: ['internal.error'] };
  if (answer.status >= 500) {
    if (error instanceof AppError) request.log.info({ messages: answer.messages }, 'request refused');
    else if (answer === databaseUnavailable) request.log.warn({ err: error }, 'database unavailable');
    else request.log.error({ err: error }, 'request failed');
  }
  if (answer.status === 503) reply.header('retry-after', '5');
  if (answer.status >= 500 && wantsHtml(request)) {
    return reply
      .status(answer.status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unavailablePage);
  }
  return reply.status(answer.status).send({ messages: answer.messages });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    sendError(error, request, reply),
  );
}

/** Fastify's `frameworkErrors`: a URL the router cannot decode (`/%ZZ`) or an over-long parameter. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (a malformed request line or header, a
 * body longer than its Content-Length, a header too large, a timeout) get the same `{ messages }` shape.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ messages: ['invalid'] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
