const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line has or that are printed in the line's own words; the rest follow as `name=value`. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return date.toISOString().slice(11, 23);
}

function extras(entry: Record<string, unknown>): string {
  const parts = Object.entries(entry)
    .filter(([name]) => !SHOWN.has(name))
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

/** Requests seen arriving and not yet completed, kept to name the completed line; bounded (a lost one is nameless). */
const MAX_PENDING = 10_000;

/**
 * Formats pino's JSON lines as a person reads them: `12:03:04.120 GET /api/v1/auth → 200 1.8 ms`, or
 * `12:03:04.120 WARN message key=value` with an error's stack under it. Fastify logs a request twice (incoming,
 * completed): the incoming line is kept back and its method and address go into the completed one. The
 * formatter returns null for a line to drop; a line that is not JSON is kept as it is.
 */
export function createLogFormatter(): (line: string) => string | null {
  const pending = new Map<string, string>();
  return (line) => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return line.trimEnd();
    }
    const level = LEVELS[Number(entry.level)] ?? String(entry.level);
    const time = clock(entry.time);
    const reqId = typeof entry.reqId === 'string' ? entry.reqId : undefined;
    const req = entry.req as { method?: string; url?: string } | undefined;
    if (entry.msg === 'incoming request' && req) {
      if (reqId && pending.size < MAX_PENDING) pending.set(reqId, `${req.method} ${req.url}`);
      return null;
    }
    const res = entry.res as { statusCode?: number } | undefined;
    if (entry.msg === 'request completed' && res) {
      const request = reqId ? pending.get(reqId) : undefined;
      if (reqId) pending.delete(reqId);
      const ms = typeof entry.responseTime === 'number' ? ` ${entry.responseTime.toFixed(1)} ms` : '';
      return `${time} ${request ? `${request} ` : ''}→ ${res.statusCode}${ms}`;
    }
    const err = entry.err as { message?: string; stack?: string } | undefined;
    const stack = err ? `\n${err.stack ?? err.message ?? ''}` : '';
    return `${time} ${level === 'info' ? '' : `${level} `}${String(entry.msg ?? '')}${extras(entry)}${stack}`;
  };
}

/** The server's log as readable lines on `out` (LOG_FORMAT=pretty, the default outside production). */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  const format = createLogFormatter();
  return {
    write(line: string) {
      const text = format(line);
      if (text !== null) out.write(`${text}\n`);
    },
  };
}
