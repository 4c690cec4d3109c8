// The load generator behind bench/redirect.mjs: wrk when available (installed with apt when missing and we
// are root), else autocannon. Both take the same run description and give the same summary.
import autocannon from 'autocannon';
import { ensureWrk, wrkRun } from './wrk.mjs';

const random = (n) => Math.floor(Math.random() * n);

/**
 * A template's placeholders for one request: {code}, its {token} (from `tokens`), a random {session} (or the
 * session bound to the visit key the request carries, `session`).
 */
const fill = (template, code, tokens, session = `s${random(1e6)}`) =>
  template
    .replaceAll('{code}', code)
    .replaceAll('{token}', tokens?.get(code) ?? '')
    .replaceAll('{session}', session);

/**
 * Page loads' visit key cookies (decision 031): a key counts once per link for the session that used it first,
 * so each code takes its next key, and a key always goes with its own session.
 */
function visitPicker(visitCookies) {
  if (!visitCookies?.length) return undefined;
  const run = Math.random().toString(36).slice(2, 8);
  const uses = new Map();
  return (code) => {
    const used = uses.get(code) ?? 0;
    uses.set(code, used + 1);
    const key = used % visitCookies.length;
    return { cookie: visitCookies[key], session: `${run}-${key}` };
  };
}

/** A made-up client address (10.0.0.0/16), sent as X-Forwarded-For to a server with TRUST_PROXY. */
export const someAddress = () => `10.0.${random(256)}.${1 + random(254)}`;

/**
 * The seeded code picker of wrk.mjs in JavaScript (uniform, or Zipf s = 1 over a cumulative table). `uniform01`
 * replaces Math.random where a test needs the same draws every run.
 */
export function generatedPicker({ count, dist }, uniform01 = Math.random) {
  if (dist !== 'zipf') return () => `b${1 + Math.floor(uniform01() * count)}`;
  const cdf = new Float64Array(count);
  let sum = 0;
  for (let k = 1; k <= count; k += 1) {
    sum += 1 / k;
    cdf[k - 1] = sum;
  }
  return () => {
    const u = uniform01() * sum;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return `b${((lo * 1000003) % count) + 1}`;
  };
}

function autocannonRun({
  url,
  codes,
  generated,
  tokens,
  visitCookies,
  spreadAddresses,
  method,
  path,
  body,
  headers,
  connections,
  duration,
}) {
  const pick = generated ? generatedPicker(generated) : () => codes[random(codes.length)];
  const visitOf = visitPicker(visitCookies);
  return new Promise((resolve, reject) => {
    const options = {
      url,
      connections,
      duration,
      headers,
      requests: [
        {
          method,
          setupRequest: (req) => {
            const code = pick();
            const visit = visitOf?.(code);
            const extra = {
              ...(spreadAddresses ? { 'x-forwarded-for': someAddress() } : {}),
              ...(visit ? { cookie: visit.cookie } : {}),
            };
            return {
              ...req,
              path: fill(path, code),
              ...(body ? { body: fill(body, code, tokens, visit?.session) } : {}),
              ...(Object.keys(extra).length ? { headers: { ...headers, ...extra } } : {}),
            };
          },
        },
      ],
    };
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        seconds: result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        ok: result['2xx'] + result['3xx'],
        acknowledged: result['2xx'],
        sent: result.requests.sent,
        errors: result.errors + result.non2xx - result['3xx'] + result.timeouts,
      });
    });
  });
}

/**
 * { name, run(spec) }: spec = { url, codes | generated ({ count, dist }: seeded codes b1…bN, see seed.mjs),
 * method, path, body?, headers?, connections, duration, countStatuses?,
 * tokens? (code → visit token, for {token}), visitCookies? (page loads' `atalho_visit=…` cookies, each used once
 * per code with a session of its own), spreadAddresses? (a random X-Forwarded-For per request) }.
 * wrk runs on `cpu` when given; autocannon runs inside this process, which is not pinned.
 */
export function loadGenerator(cpu) {
  if (ensureWrk()) return { name: 'wrk 4.1 (1 thread)', run: (spec) => wrkRun({ ...spec, cpu }) };
  return { name: 'autocannon', run: autocannonRun };
}

/**
 * Opens every code once (fetch, `concurrency` at a time, each from another address), so caches and the JIT are
 * warm before measuring. Answers each code's visit token (the lookup's Visit-Token header), as a browser
 * gets it with the link. `headers` are the measured requests' own: a warm-up with fetch's defaults (a `node`
 * User-Agent, which is a crawler's, and Brotli) would build and keep answers the measured traffic never asks for.
 */
export async function warmUp(url, codes, path, concurrency, headers = {}) {
  const tokens = new Map();
  let next = 0;
  async function worker() {
    while (next < codes.length) {
      const code = codes[next++];
      const response = await fetch(`${url}${fill(path, code)}`, {
        redirect: 'manual',
        headers: { 'accept-encoding': 'identity', ...headers, 'x-forwarded-for': someAddress() },
      });
      await response.arrayBuffer();
      const token = response.headers.get('visit-token');
      if (token) tokens.set(code, token);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}

/**
 * A visitor who accepted analytics cookies: the click's `userSessionId` is then the visitor (decision 041). Without
 * it the server counts the visitor by address and browser, and the bench's spread addresses would each be another
 * visitor replaying the page load's key (set apart, not counted).
 */
const ANALYTICS_CONSENT = `atalho_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true }))}`;

/** `count` page loads' visit key cookies (`atalho_visit=…`, with the consent), from lookups of `code` (decision 031). */
export async function visitCookies(url, code, count) {
  const cookies = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${url}/api/v1/online-addresses/code/${code}?view=true`, {
      headers: { 'accept-encoding': 'identity', 'x-forwarded-for': someAddress() },
    });
    await response.arrayBuffer();
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('atalho_visit='))
      ?.split(';')[0];
    if (cookie) cookies.push(`${cookie}; ${ANALYTICS_CONSENT}`);
  }
  return cookies;
}
