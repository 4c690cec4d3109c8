import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** `?authorization=` carries the sign-in code of /loading (single-use, but still nobody's business in a log). */
function redactUrl(url: string): string {
  return url.replace(/([?&]authorization=)[^&#]*/gi, '$1[redacted]');
}

/**
 * What the request log records of a request: Fastify's default fields, with secrets in the query redacted.
 * Headers are never logged, so a bearer token cannot reach a log line through them.
 */
function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A logger configuration with the request fields above (tests pass their own logger through it too). */
export function withRequestLogFields(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...logger.serializers, req: requestLogFields } };
}
