import { describe, expect, it } from 'vitest';
import { startupFailureMessage } from '../src/startup-error';

/** Issue 34 item 9: start-up failures are one line naming what is wrong and the setting that fixes it. */
const config = {
  databaseUrl: 'postgres://app:s3cret@db.internal:5433/atalho',
  port: 8080,
  host: '0.0.0.0',
};

/** What the pg driver throws: an Error with a code (errno or SQLSTATE). */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** Drizzle wraps the driver's error in its own, with the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select pg_advisory_lock($1)', { cause });

describe('startupFailureMessage', () => {
  it('connection refused: where, which setting, and the embedded database', () => {
    const line = startupFailureMessage(pgError('connect ECONNREFUSED 10.0.0.5:5433', 'ECONNREFUSED'), config);
    expect(line).toBe(
      'Cannot reach PostgreSQL at db.internal:5433 (DATABASE_URL): connection refused. Start it, fix the host and port in DATABASE_URL, or unset DATABASE_URL to use the embedded database.',
    );
    const twoAddresses = new AggregateError([pgError('connect ECONNREFUSED ::1:5433', 'ECONNREFUSED')], '');
    expect(startupFailureMessage(twoAddresses, config)).toBe(line);
    expect(startupFailureMessage(wrapped(pgError('refused', 'ECONNREFUSED')), config)).toBe(line);
  });

  it('host not found', () => {
    expect(startupFailureMessage(pgError('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'), config)).toBe(
      'Cannot reach PostgreSQL at db.internal:5433 (DATABASE_URL): host "db.internal" not found. Fix the host in DATABASE_URL, or unset DATABASE_URL to use the embedded database.',
    );
  });

  it('authentication failed: names the user, never the password', () => {
    const line = startupFailureMessage(
      wrapped(pgError('password authentication failed for user "app"', '28P01')),
      config,
    );
    expect(line).toBe(
      'PostgreSQL at db.internal:5433 (DATABASE_URL) refused to sign in user "app": password authentication failed for user "app". Fix the user and password in DATABASE_URL.',
    );
    expect(line).not.toContain('s3cret');
  });

  it('a missing database', () => {
    expect(startupFailureMessage(pgError('database "atalho" does not exist', '3D000'), config)).toBe(
      'PostgreSQL at db.internal:5433 (DATABASE_URL) has no database "atalho". Create it (createdb atalho) or fix its name in DATABASE_URL.',
    );
  });

  it('timeouts: the OS timing out, or pg giving up after DATABASE_CONNECT_TIMEOUT_MS', () => {
    expect(startupFailureMessage(pgError('connect ETIMEDOUT 10.0.0.5:5433', 'ETIMEDOUT'), config)).toBe(
      'Cannot reach PostgreSQL at db.internal:5433 (DATABASE_URL): no answer. Check the host, port and firewall, or unset DATABASE_URL to use the embedded database.',
    );
    for (const message of ['Connection terminated unexpectedly', 'timeout exceeded when trying to connect']) {
      expect(startupFailureMessage(pgError(message), config)).toBe(
        'Cannot reach PostgreSQL at db.internal:5433 (DATABASE_URL): no answer (timed out or the connection was closed). Check the host, port and firewall, or raise DATABASE_CONNECT_TIMEOUT_MS.',
      );
    }
  });

  it('a port in use names PORT; an unknown error is left to the caller', () => {
    expect(
      startupFailureMessage(pgError('listen EADDRINUSE: address already in use', 'EADDRINUSE'), config),
    ).toBe(
      'Port 8080 on 0.0.0.0 is already in use (PORT): stop the other server or set PORT to a free port.',
    );
    expect(startupFailureMessage(new TypeError('x is undefined'), config)).toBeUndefined();
    // Without DATABASE_URL no database error is described as PostgreSQL's.
    expect(
      startupFailureMessage(pgError('connect ECONNREFUSED', 'ECONNREFUSED'), {
        ...config,
        databaseUrl: undefined,
      }),
    ).toBeUndefined();
  });
});
