import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('config: VISITOR_CACHE_BYTES', () => {
  it('defaults to 128 MiB and reads a byte count', () => {
    expect(loadConfig({}).visitorCacheBytes).toBe(128 * 1024 * 1024);
    expect(loadConfig({ VISITOR_CACHE_BYTES: '33554432' }).visitorCacheBytes).toBe(32 * 1024 * 1024);
  });

  it('refuses anything but a positive whole number of bytes', () => {
    for (const value of ['0', '-1', '64MiB', '1.5']) {
      expect(() => loadConfig({ VISITOR_CACHE_BYTES: value }), value).toThrow('Invalid VISITOR_CACHE_BYTES');
    }
  });
});

describe('config: database timeouts', () => {
  it('defaults to a 5 s connection wait and a 15 s statement_timeout, and reads milliseconds', () => {
    expect(loadConfig({})).toMatchObject({
      databaseConnectTimeoutMs: 5_000,
      databaseStatementTimeoutMs: 15_000,
    });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '750', DATABASE_STATEMENT_TIMEOUT_MS: '2500' }),
    ).toMatchObject({ databaseConnectTimeoutMs: 750, databaseStatementTimeoutMs: 2_500 });
  });

  it('refuses anything but a positive whole number of milliseconds', () => {
    for (const value of ['0', '-1', '5s', '1.5', '9999999999']) {
      expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: value }), value).toThrow(
        'Invalid DATABASE_STATEMENT_TIMEOUT_MS',
      );
    }
  });
});

describe('config: CLICKS_RETENTION_MONTHS', () => {
  it('keeps 24 months of raw clicks by default, or the whole months given', () => {
    expect(loadConfig({}).clicksRetentionMonths).toBe(24);
    expect(loadConfig({ CLICKS_RETENTION_MONTHS: '12' }).clicksRetentionMonths).toBe(12);
  });

  it('refuses less than a year, or anything but whole months', () => {
    for (const value of ['11', '0', '-1', '18.5', '2y']) {
      expect(() => loadConfig({ CLICKS_RETENTION_MONTHS: value }), value).toThrow(
        'Invalid CLICKS_RETENTION_MONTHS',
      );
    }
  });
});
