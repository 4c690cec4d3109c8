import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createLogFormatter, prettyLogStream } from '../../src/http/pretty-log';

const at = Date.UTC(2026, 10, 28, 12, 3, 4, 120);
const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'vm', ...entry });

describe('the development log format', () => {
  const formatLogLine = createLogFormatter();
  it('prints a completed request as one line and drops the incoming one', () => {
    const req = { method: 'GET', url: '/api/v1/auth', host: 'x', remoteAddress: '127.0.0.1' };
    expect(formatLogLine(line({ reqId: 'req-1', req, msg: 'incoming request' }))).toBeNull();
    expect(
      formatLogLine(
        line({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 1.84, msg: 'request completed' }),
      ),
    ).toBe('12:03:04.120 GET /api/v1/auth → 200 1.8 ms');
  });

  it('names levels above info, keeps extra fields and prints an error with its stack', () => {
    expect(formatLogLine(line({ msg: 'Atalho is listening', port: 8080, database: 'pglite' }))).toBe(
      '12:03:04.120 Atalho is listening port=8080 database=pglite',
    );
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' };
    expect(formatLogLine(line({ level: 50, msg: 'job failed', err }))).toBe(
      '12:03:04.120 ERROR job failed\nError: boom\n    at x',
    );
    expect(formatLogLine('not json\n')).toBe('not json');
  });

  it('writes through the stream the server gives pino', () => {
    let written = '';
    const out = { write: (text: string) => (written += text) } as unknown as NodeJS.WritableStream;
    prettyLogStream(out).write(line({ level: 40, msg: 'slow' }));
    expect(written).toBe('12:03:04.120 WARN slow\n');
  });

  it('is the default outside production; LOG_FORMAT chooses; a wrong value is refused', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(
      loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).logFormat,
    ).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('Invalid LOG_FORMAT');
  });
});
