// wrk as the load generator: a C client with one thread leaves the other core to the server, where the
// Node autocannon client was itself the bottleneck on a 2-core machine. A generated Lua script picks a
// random code per request and reports the run as one JSON line from done().
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCpu } from './processes.mjs';

const WRK = '/usr/bin/wrk';
const MARK = 'BENCH_RESULT ';

/** True when wrk is there, installing the Debian package first when we are root and it is missing. */
export function ensureWrk() {
  if (existsSync(WRK)) return true;
  if (process.getuid?.() !== 0) return false;
  try {
    console.log('wrk is missing: apt-get install -y wrk');
    execFileSync('apt-get', ['install', '-y', '-q', 'wrk'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 180_000,
    });
  } catch {
    return false;
  }
  return existsSync(WRK);
}

const PLACEHOLDERS = { '{code}': 'code', '{token}': 'token', '{session}': '"s" .. math.random(1000000)' };

/** A template with {code}, {token} and {session} placeholders as a Lua expression (templates are ASCII). */
function luaExpression(template, visitCookies) {
  return template
    .split(/(\{code\}|\{token\}|\{session\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{session}' && visitCookies?.length ? 'session' : (PLACEHOLDERS[part] ?? JSON.stringify(part)),
    )
    .join(' .. ');
}

/**
 * Lua that picks link i of `count` seeded links (`b1` … `bN`, see seed.mjs): uniform, or Zipf with s = 1 (rank
 * k drawn with probability ∝ 1/k from a cumulative table built in init, then spread over the links by a
 * multiplicative permutation so the popular links are not the first ones created).
 */
function generatedPicker({ count, dist }) {
  return [
    `local N = ${count}`,
    'local cdf = nil',
    'local function prepare()',
    `  if "${dist}" ~= "zipf" then return end`,
    '  cdf = {}',
    '  local sum = 0',
    '  for k = 1, N do sum = sum + 1 / k; cdf[k] = sum end',
    '  for k = 1, N do cdf[k] = cdf[k] / sum end',
    'end',
    'local function pick()',
    '  if not cdf then return math.random(N) end',
    '  local u = math.random()',
    '  local lo, hi = 1, N',
    '  while lo < hi do',
    '    local mid = math.floor((lo + hi) / 2)',
    '    if cdf[mid] < u then lo = mid + 1 else hi = mid end',
    '  end',
    '  return ((lo - 1) * 1000003) % N + 1',
    'end',
  ];
}

/**
 * Page loads' visit key cookies (decision 031) for clicks: a key counts once per link, for the session that used
 * it first, so click i on a code takes that code's next key, and each key always goes with its own session.
 */
function visitLines(visitCookies) {
  if (!visitCookies?.length) return [];
  return [
    `local visitCookies = {${visitCookies.map((cookie) => JSON.stringify(cookie)).join(',')}}`,
    `local visitRun = ${JSON.stringify(Math.random().toString(36).slice(2, 8))}`,
    'local visitUses = {}',
  ];
}

function script({
  codes,
  generated,
  tokens,
  visitCookies,
  spreadAddresses,
  method,
  path,
  body,
  headers,
  countStatuses,
}) {
  const picker = generated
    ? generatedPicker(generated)
    : [
        `local codes = {${codes.map((code) => JSON.stringify(code)).join(',')}}`,
        `local tokens = {${codes.map((code) => JSON.stringify(tokens?.get(code) ?? '')).join(',')}}`,
      ];
  const lines = [
    ...picker,
    ...visitLines(visitCookies),
    'local threads = {}',
    'function setup(thread) table.insert(threads, thread) end',
    'function init(args)',
    '  math.randomseed(os.time() + math.floor(os.clock() * 1e6))',
    '  sent, s2xx, s3xx, other = 0, 0, 0, 0',
    ...(generated ? ['  prepare()'] : []),
    `  wrk.method = ${JSON.stringify(method)}`,
    ...Object.entries(headers ?? {}).map(
      ([name, value]) => `  wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
    ),
    'end',
    'function request()',
    ...(generated
      ? ['  local code, token = "b" .. pick(), ""']
      : ['  local i = math.random(#codes)', '  local code, token = codes[i], tokens[i]']),
    '  sent = sent + 1',
    ...(visitCookies?.length
      ? [
          '  local uses = (visitUses[code] or 0) + 1',
          '  visitUses[code] = uses',
          '  local key = (uses - 1) % #visitCookies + 1',
          '  wrk.headers["Cookie"] = visitCookies[key]',
          '  local session = visitRun .. "-" .. key',
        ]
      : []),
    // A made-up client address per request (10.0.0.0/16, as load.mjs someAddress), read with TRUST_PROXY.
    ...(spreadAddresses
      ? ['  wrk.headers["X-Forwarded-For"] = "10.0." .. math.random(0, 255) .. "." .. math.random(1, 254)']
      : []),
    `  return wrk.format(nil, ${luaExpression(path, visitCookies)}, nil, ${body ? luaExpression(body, visitCookies) : 'nil'})`,
    'end',
  ];
  // Only when exact 2xx counts matter: a response() callback makes wrk parse every response for Lua.
  if (countStatuses) {
    lines.push(
      'function response(status)',
      '  if status < 300 then s2xx = s2xx + 1 elseif status < 400 then s3xx = s3xx + 1 else other = other + 1 end',
      'end',
    );
  }
  lines.push(
    'function done(summary, latency, requests)',
    '  local t = { sent = 0, s2xx = 0, s3xx = 0, other = 0 }',
    '  for _, thread in ipairs(threads) do',
    '    for key, _ in pairs(t) do t[key] = t[key] + thread:get(key) end',
    '  end',
    '  local e = summary.errors',
    '  io.write(string.format(',
    `    '${MARK}{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"sent":%d,"s2xx":%d,"s3xx":%d,"other":%d,' ..`,
    `    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',`,
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),',
    '    t.sent, t.s2xx, t.s3xx, t.other, e.connect, e.read, e.write, e.status, e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

function runWrk(args, cpu) {
  const [command, commandArgs] = onCpu(cpu, WRK, args);
  return new Promise((resolve, reject) => {
    execFile(command, commandArgs, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** One run; latencies in ms. `ok` counts 2xx and 3xx, `acknowledged` 2xx (exact only with countStatuses). */
export async function wrkRun(spec) {
  const dir = mkdtempSync(join(tmpdir(), 'atalho-wrk-'));
  try {
    const file = join(dir, 'run.lua');
    writeFileSync(file, script(spec));
    const stdout = await runWrk(
      ['-t1', `-c${spec.connections}`, `-d${spec.duration}s`, '--timeout', '5s', '-s', file, spec.url],
      spec.cpu,
    );
    const line = stdout.split('\n').find((l) => l.startsWith(MARK));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line.slice(MARK.length));
    const failed = r.connect + r.read + r.write + r.timeout;
    return {
      rps: r.requests / (r.durationUs / 1e6),
      seconds: r.durationUs / 1e6,
      p50: r.p50Us / 1000,
      p99: r.p99Us / 1000,
      requests: r.requests,
      ok: r.requests - r.status,
      acknowledged: spec.countStatuses ? r.s2xx : undefined,
      sent: r.sent,
      errors: r.status + failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
