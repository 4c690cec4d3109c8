import { Redis } from 'ioredis';
import { VISIT_TOKEN_WINDOW_MS } from '../../security/visit-token';
import { VISIT_KEY_TTL_MS } from './visit-keys';
import { type CapOptions, type CapSuspicion, capLimitsOf, createClickCap, HOUR_MS } from './visitor-cap';

/**
 * What a click with a valid visit key gets: `counted`; `repeat` (the same session used this key on this link
 * already: a double tap, nothing stored); `visit-replayed` (the key belongs to another session: a copied key,
 * kept apart); or a cap's name (kept apart).
 */
export type Admission = 'counted' | 'repeat' | 'visit-replayed' | CapSuspicion;

export interface Visit {
  /** The visit key of the page load (its cookie). */
  key: string;
  linkId: number;
  /** The click's userSessionId, '' without one. */
  session: string;
  /** The address group (`addressGroupOf`: IPv4 as is, IPv6 by /64). */
  address: string;
}

export interface VisitLedger {
  admit(visit: Visit): Promise<Admission>;
  /** The click was not stored after all (the write failed): its key may count on this link again. */
  release(visit: Visit): void;
  close(): Promise<void>;
}

/** Claims kept per window at most; past it the oldest generation is dropped (memory stays bounded). */
const MAX_CLAIMS = 500_000;

/**
 * Single use in this process: a key's session (first use binds it) and the (key, link) pairs already used,
 * in two generations of one window each, so a claim lives as long as its key can (15–30 minutes).
 */
export function createMemoryLedger(options: CapOptions = {}): VisitLedger {
  const now = options.now ?? Date.now;
  const cap = createClickCap(options);
  type Generation = { window: number; owners: Map<string, string>; used: Set<string> };
  const fresh = (window: number): Generation => ({ window, owners: new Map(), used: new Set() });
  let current = fresh(-1);
  let previous = fresh(-1);
  const rotate = () => {
    const window = Math.floor(now() / VISIT_TOKEN_WINDOW_MS);
    if (current.window === window && current.owners.size + current.used.size < MAX_CLAIMS) return;
    previous = current.window === window - 1 || current.window === window ? current : fresh(-1);
    current = fresh(window);
  };
  const usedKey = (visit: Visit) => `${visit.linkId} ${visit.key}`;
  return {
    async admit(visit) {
      rotate();
      const owner = current.owners.get(visit.key) ?? previous.owners.get(visit.key);
      if (owner !== undefined && owner !== visit.session) return 'visit-replayed';
      const used = usedKey(visit);
      if (current.used.has(used) || previous.used.has(used)) return 'repeat';
      if (owner === undefined) current.owners.set(visit.key, visit.session);
      current.used.add(used);
      return (
        cap({ onlineAddressId: visit.linkId, userSessionId: visit.session, address: visit.address }) ??
        'counted'
      );
    },
    release(visit) {
      const used = usedKey(visit);
      current.used.delete(used);
      previous.used.delete(used);
    },
    async close() {},
  };
}

/**
 * The same rules in one Lua script, so one round trip decides a click and every instance shares the claims
 * and the caps. KEYS: the key's owner, the (key, link) claim, the visitor's count, the address's sessions,
 * the address's count. ARGV: session, claim TTL, hour TTL, per visitor, sessions per address, per address.
 */
/**
 * The hourly caps of `createClickCap` in Lua, from key `first` and argument `first`: the visitor's count, the
 * address's sessions, the address's count; ARGV: session, (unused), hour TTL, per visitor, sessions per
 * address, per address.
 */
const capLua = (first: number) => `
local visitor = redis.call('INCR', KEYS[${first}])
if visitor == 1 then redis.call('PEXPIRE', KEYS[${first}], ARGV[3]) end
if visitor > tonumber(ARGV[4]) then return 'visitor-cap' end
if redis.call('SISMEMBER', KEYS[${first + 1}], ARGV[1]) == 0 then
  if redis.call('SCARD', KEYS[${first + 1}]) >= tonumber(ARGV[5]) then return 'address-cap' end
  redis.call('SADD', KEYS[${first + 1}], ARGV[1])
  redis.call('PEXPIRE', KEYS[${first + 1}], ARGV[3])
end
local address = redis.call('INCR', KEYS[${first + 2}])
if address == 1 then redis.call('PEXPIRE', KEYS[${first + 2}], ARGV[3]) end
if address > tonumber(ARGV[6]) then return 'address-cap' end
return 'counted'
`;

const ADMIT_SCRIPT = `
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return 'visit-replayed' end
if not redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[2]) then return 'repeat' end
if not owner then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
${capLua(3)}`;

const CAP_SCRIPT = capLua(1);

const PREFIX = 'atalho-visit:';
const ADMISSIONS = new Set<string>(['counted', 'repeat', 'visit-replayed', 'visitor-cap', 'address-cap']);

/** Logs a store's failures at most once a minute: every visit would log one while Redis is away. */
export function warnOncePerMinute(warn: (error: unknown) => void): (error: unknown) => void {
  let loggedAt = 0;
  return (error) => {
    if (Date.now() - loggedAt < 60_000) return;
    loggedAt = Date.now();
    warn(error);
  };
}

type ScriptCommand = (...args: (string | number)[]) => Promise<unknown>;

function connectLedger(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    maxRetriesPerRequest: 1,
    // Fail at once while disconnected (the memory fallback answers) rather than queue visits behind a reconnect.
    enableOfflineQueue: false,
  });
  redis.on('error', onError);
  return redis;
}

function scriptCommand(redis: Redis, name: string, numberOfKeys: number, lua: string): ScriptCommand {
  redis.defineCommand(name, { numberOfKeys, lua });
  return (redis as unknown as Record<string, ScriptCommand>)[name]?.bind(redis) as ScriptCommand;
}

/**
 * Claims and caps in Redis (REDIS_URL), shared by every instance. If Redis does not answer, the click is
 * decided by this process's memory ledger instead (logged): a click is never refused for the store.
 */
export function createRedisLedger(
  url: string,
  onError: (error: unknown) => void,
  options: CapOptions = {},
): VisitLedger {
  const now = options.now ?? Date.now;
  const limits = capLimitsOf(options);
  const redis = connectLedger(url, onError);
  const admitCommand = scriptCommand(redis, 'atalhoAdmitVisit', 5, ADMIT_SCRIPT);
  const fallback = createMemoryLedger(options);
  const claimKey = (visit: Visit) => `${PREFIX}u:${visit.linkId}:${visit.key}`;
  return {
    async admit(visit) {
      const hour = Math.floor(now() / HOUR_MS);
      const address = `${PREFIX}a:${hour}:${visit.linkId}:${visit.address}`;
      try {
        const answer = await admitCommand(
          `${PREFIX}o:${visit.key}`,
          claimKey(visit),
          `${address}:v:${visit.session}`,
          `${address}:s`,
          `${address}:n`,
          visit.session,
          VISIT_KEY_TTL_MS,
          HOUR_MS,
          limits.perVisitor,
          limits.sessionsPerAddress,
          limits.perAddress,
        );
        if (typeof answer === 'string' && ADMISSIONS.has(answer)) return answer as Admission;
        throw new Error(`unexpected answer from the visit ledger: ${String(answer)}`);
      } catch (error) {
        onError(error);
        return fallback.admit(visit);
      }
    },
    release(visit) {
      fallback.release(visit);
      redis.del(claimKey(visit)).catch(onError);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** One visitor of a link, for the hourly caps alone (no visit key): a campaign contact's access. */
export interface CappedVisitor {
  linkId: number;
  session: string;
  address: string;
}

/** The click pipeline's hourly caps without the visit-key claims, counted apart under their own prefix. */
export interface HourlyCap {
  over(visitor: CappedVisitor): Promise<CapSuspicion | null>;
  close(): Promise<void>;
}

export function createMemoryHourlyCap(options: CapOptions = {}): HourlyCap {
  const cap = createClickCap(options);
  return {
    async over(visitor) {
      return cap({
        onlineAddressId: visitor.linkId,
        userSessionId: visitor.session,
        address: visitor.address,
      });
    },
    async close() {},
  };
}

/**
 * The hourly caps in Redis under `prefix`, shared by every instance; this process's memory answers while Redis
 * does not (logged), as for clicks.
 */
export function createRedisHourlyCap(
  url: string,
  prefix: string,
  onError: (error: unknown) => void,
  options: CapOptions = {},
): HourlyCap {
  const now = options.now ?? Date.now;
  const limits = capLimitsOf(options);
  const redis = connectLedger(url, onError);
  const capCommand = scriptCommand(redis, 'atalhoHourlyCap', 3, CAP_SCRIPT);
  const fallback = createMemoryHourlyCap(options);
  return {
    async over(visitor) {
      const address = `${prefix}a:${Math.floor(now() / HOUR_MS)}:${visitor.linkId}:${visitor.address}`;
      try {
        const answer = await capCommand(
          `${address}:v:${visitor.session}`,
          `${address}:s`,
          `${address}:n`,
          visitor.session,
          0,
          HOUR_MS,
          limits.perVisitor,
          limits.sessionsPerAddress,
          limits.perAddress,
        );
        if (answer === 'counted') return null;
        if (answer === 'visitor-cap' || answer === 'address-cap') return answer;
        throw new Error(`unexpected answer from the hourly cap: ${String(answer)}`);
      } catch (error) {
        onError(error);
        return fallback.over(visitor);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
