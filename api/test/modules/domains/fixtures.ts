import type { FastifyInstance } from 'fastify';
import type { DnsResolver } from '../../../src/providers/dns';

/** DNS as a test writes it: records per name, or no answer at all (`down`). */
export class StubDns implements DnsResolver {
  readonly cnames = new Map<string, string[]>();
  readonly addressesOf = new Map<string, string[]>();
  readonly txts = new Map<string, string[]>();
  down = false;

  #answer<T>(records: Map<string, T[]>, host: string): Promise<T[]> {
    if (this.down) return Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' }));
    return Promise.resolve(records.get(host) ?? []);
  }

  cname(host: string) {
    return this.#answer(this.cnames, host);
  }

  addresses(host: string) {
    return this.#answer(this.addressesOf, host);
  }

  txt(host: string) {
    return this.#answer(this.txts, host);
  }

  /** The records a customer creates for `host` with the token the admin CLI printed. */
  point(host: string, target: string, token: string): void {
    this.cnames.set(host, [`${target}.`]);
    this.txts.set(`_atalho.${host}`, [`atalho-verify=${token}`]);
  }

  clear(): void {
    this.cnames.clear();
    this.addressesOf.clear();
    this.txts.clear();
    this.down = false;
  }
}

/** Calls a loopback /_admin route as the admin CLI does through a running server. */
export async function admin(app: FastifyInstance, path: string, payload?: unknown) {
  return app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/_admin/${path}`,
    headers: { 'x-admin-token': app.adminToken },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The token of a domain added through the admin route (from its TXT line). */
export function tokenOf(summary: { txt: string }): string {
  return summary.txt.split('atalho-verify=')[1] ?? '';
}
