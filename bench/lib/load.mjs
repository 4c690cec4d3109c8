// The load generator behind bench/redirect.mjs: wrk when available (installed with apt when missing and we
// are root), else autocannon. Both take the same run description and give the same summary.
import autocannon from 'autocannon';
import { ensureWrk, wrkRun } from './wrk.mjs';

const fill = (template, code) =>
  template.replaceAll('{code}', code).replaceAll('{session}', `s${Math.floor(Math.random() * 1e6)}`);

function autocannonRun({ url, codes, method, path, body, headers, connections, duration }) {
  const pick = () => codes[Math.floor(Math.random() * codes.length)];
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
            return { ...req, path: fill(path, code), ...(body ? { body: fill(body, code) } : {}) };
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
 * { name, run(spec) }: spec = { url, codes, method, path, body?, headers?, connections, duration, countStatuses? }.
 * wrk runs on `cpu` when given; autocannon runs inside this process, which is not pinned.
 */
export function loadGenerator(cpu) {
  if (ensureWrk()) return { name: 'wrk 4.1 (1 thread)', run: (spec) => wrkRun({ ...spec, cpu }) };
  return { name: 'autocannon', run: autocannonRun };
}

/** Opens every code once (fetch, `concurrency` at a time), so caches and the JIT are warm before measuring. */
export async function warmUp(url, codes, path, concurrency) {
  let next = 0;
  async function worker() {
    while (next < codes.length) {
      const response = await fetch(`${url}${fill(path, codes[next++])}`, { redirect: 'manual' });
      await response.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}
