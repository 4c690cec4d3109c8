import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { type CityResponse, open, type Reader } from 'maxmind';
import type { GeoLocation, GeoLookup } from './geo-lookup';

export interface MaxmindGeoOptions {
  /** Where the unpacked database is kept (DATA_DIR/geo by default; GEOIP_DIR overrides). */
  dir: string;
  /** The gzipped database; defaults to the one in the geolite2-city package. */
  sourcePath?: string;
  onError?: (error: unknown) => void;
}

function packagedDatabase(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('geolite2-city/package.json')), 'GeoLite2-City.mmdb.gz');
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** Unpacks the database once (written to a temporary name, then renamed, so never half). */
async function ensureUnpacked(dir: string, sourcePath: string): Promise<string> {
  const target = join(dir, 'GeoLite2-City.mmdb');
  if (await exists(target)) return target;
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await pipeline(createReadStream(sourcePath), createGunzip(), createWriteStream(partial));
  await rename(partial, target);
  return target;
}

function toGeoLocation(record: CityResponse | null): GeoLocation | null {
  if (!record) return null;
  const country = record.country?.iso_code ?? record.registered_country?.iso_code ?? null;
  const state = record.subdivisions?.[0]?.iso_code ?? null;
  const city = record.city?.names?.en ?? record.city?.names?.['pt-BR'] ?? null;
  if (!country && !state && !city) return null;
  return { country, state, city };
}

/** GeoLite2 City reader, loaded lazily off the request path: lookups answer null until it is open. */
export function createMaxmindGeoLookup(options: MaxmindGeoOptions): GeoLookup {
  let reader: Reader<CityResponse> | undefined;
  let loading: Promise<void> | undefined;

  const load = (): Promise<void> => {
    loading ??= (async () => {
      try {
        const path = await ensureUnpacked(options.dir, options.sourcePath ?? packagedDatabase());
        reader = await open<CityResponse>(path, { cache: { max: 10_000 } });
      } catch (error) {
        options.onError?.(error);
      }
    })();
    return loading;
  };

  return {
    ready: load,
    lookup(ip) {
      if (!reader) {
        void load();
        return null;
      }
      try {
        return toGeoLocation(reader.get(ip));
      } catch {
        return null;
      }
    },
  };
}
