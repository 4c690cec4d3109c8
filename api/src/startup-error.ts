import type { Config } from './config';

/**
 * What the server prints when it cannot start (server.ts): one line saying what is wrong and which setting
 * fixes it, instead of the driver's stack. Undefined for an error this does not recognise (a bug: the caller
 * prints it whole).
 */
export function startupFailureMessage(
  error: unknown,
  config: Pick<Config, 'databaseUrl' | 'port' | 'host'>,
): string | undefined {
  const coded = codedError(error);
  const code = coded?.code;
  const message = messageOf(coded ?? error);
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} on ${config.host} is already in use (PORT): stop the other server or set PORT to a free port.`;
  }
  if (code === 'EACCES' && /listen/i.test(message)) {
    return `Not allowed to listen on port ${config.port} (PORT): use a port above 1023.`;
  }
  if (!config.databaseUrl) return undefined;
  const target = postgresTarget(config.databaseUrl);
  const at = `PostgreSQL at ${target.address} (DATABASE_URL)`;
  const orEmbedded = 'or unset DATABASE_URL to use the embedded database';
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot reach ${at}: connection refused. Start it, fix the host and port in DATABASE_URL, ${orEmbedded}.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot reach ${at}: host "${target.host}" not found. Fix the host in DATABASE_URL, ${orEmbedded}.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot reach ${at}: no answer. Check the host, port and firewall, ${orEmbedded}.`;
    case '28P01':
    case '28000':
      return `${at} refused to sign in user "${target.user}": ${message}. Fix the user and password in DATABASE_URL.`;
    case '3D000':
      return `${at} has no database "${target.database}". Create it (createdb ${target.database}) or fix its name in DATABASE_URL.`;
  }
  // pg's own words for a connection that timed out (DATABASE_CONNECT_TIMEOUT_MS) or was dropped while opening.
  if (/timeout|Connection terminated/i.test(message)) {
    return `Cannot reach ${at}: no answer (timed out or the connection was closed). Check the host, port and firewall, or raise DATABASE_CONNECT_TIMEOUT_MS.`;
  }
  return undefined;
}

/** Host:port, user and database of a connection string, never its password. */
function postgresTarget(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    const host = url.hostname || 'localhost';
    return {
      host,
      address: `${host}:${url.port || '5432'}`,
      user: decodeURIComponent(url.username) || 'postgres',
      database: decodeURIComponent(url.pathname.slice(1)) || 'postgres',
    };
  } catch {
    return { host: '?', address: 'the address in DATABASE_URL', user: '?', database: '?' };
  }
}

/** The next error down a wrapped one: its cause, or an AggregateError's first (a host with two addresses). */
function inner(error: object): unknown {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors[0];
  return 'cause' in error ? error.cause : undefined;
}

/** Drivers and Drizzle wrap errors: the one with a code is the error itself or one of its inner errors. */
function codedError(error: unknown): (object & { code: string }) | undefined {
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 5;
    depth++
  ) {
    if ('code' in current && typeof current.code === 'string') return current as object & { code: string };
    current = inner(current);
  }
  return undefined;
}

function messageOf(error: unknown): string {
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 5;
    depth++
  ) {
    if ('message' in current && typeof current.message === 'string' && current.message)
      return current.message;
    current = inner(current);
  }
  return String(error);
}
