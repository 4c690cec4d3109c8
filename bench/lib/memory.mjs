// What bench/redirect.mjs reports about the server's memory: its peak resident set (VmHWM, from /proc) and
// the visitor cache's own accounting (GET /_admin/visitor-cache, loopback with the admin token).
import { readFileSync } from 'node:fs';

/** The most resident memory the process has had, in MB; undefined where there is no /proc. */
export function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export function memoryOf(pid, cacheUrl, adminToken) {
  return {
    peakRssMb: () => peakRssMb(pid),
    /** { bytes, peakBytes, maxBytes, keys, misses, hotPathHits } */
    async cache() {
      const response = await fetch(cacheUrl, { headers: { 'x-admin-token': adminToken } });
      if (!response.ok) throw new Error(`visitor cache stats: ${response.status}`);
      return response.json();
    },
  };
}
