import type { Db } from '../../db/client';
import { hasFeature } from '../../entitlements';
import { type CustomHosts, type HostScope, MAIN_HOST } from '../../extensions';
import { findActivePlans } from '../plans';
import { normalizeHost } from './host-names';
import { findAllHosts, findHostsOfOwner, type HostRow } from './queries';

type CustomScope = Exclude<HostScope, { kind: 'main' }>;

interface KnownHost {
  ownerId: number;
  scope: CustomScope;
}

/** The owner's own domain is the one their links are shared on; their subdomain when they have no domain. */
const SHARE_PREFERENCE = { domain: 0, subdomain: 1 } as const;

/**
 * Every customer host in memory (decision 033), so the hot path resolves a Host header with one map lookup. Rows
 * are few (BUSINESS customers, one domain and one subdomain each). An owner's are read again when an owner event
 * reaches this instance (the `domains` trigger notifies one, as plan and config writes do), all of them on an
 * event about everything (a reconnection after notifications may have been lost). Reloads run one after the
 * other, so the last one applied is the last one read.
 */
export class HostRegistry implements CustomHosts {
  readonly #hosts = new Map<string, KnownHost>();
  /** Owners whose plan has `customDomain` and who have a verified host: the origin their links are shared on. */
  readonly #origins = new Map<number, string>();
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly protocol: string,
    private readonly loadBannerLink: (ownerId: number) => Promise<string | null | undefined>,
  ) {}

  #enqueue(reload: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(reload);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  reloadAll(): Promise<void> {
    return this.#enqueue(async () => {
      const rows = await findAllHosts(this.db);
      const entitled = await this.#entitled(rows);
      this.#hosts.clear();
      this.#origins.clear();
      for (const row of rows) this.#add(row);
      this.#setOrigins(rows, entitled);
    });
  }

  reloadOwner(ownerId: number): Promise<void> {
    return this.#enqueue(async () => {
      const rows = await findHostsOfOwner(this.db, ownerId);
      const entitled = await this.#entitled(rows);
      for (const [host, known] of this.#hosts) if (known.ownerId === ownerId) this.#hosts.delete(host);
      this.#origins.delete(ownerId);
      for (const row of rows) this.#add(row);
      this.#setOrigins(rows, entitled);
    });
  }

  /** The owners of these rows whose plan has `customDomain` now (a plan's end is an owner event too). */
  async #entitled(rows: readonly HostRow[]): Promise<Set<number>> {
    const owners = [...new Set(rows.filter((row) => row.status === 'verified').map((row) => row.userId))];
    const plans = await findActivePlans(this.db, owners);
    return new Set(owners.filter((owner) => hasFeature({ plans: plans.get(owner) ?? [] }, 'customDomain')));
  }

  #setOrigins(rows: readonly HostRow[], entitled: Set<number>): void {
    const shared = rows
      .filter((row) => row.status === 'verified' && entitled.has(row.userId))
      .sort((a, b) => SHARE_PREFERENCE[b.kind] - SHARE_PREFERENCE[a.kind]);
    // Sorted subdomains first, so an owner's domain is set last and wins.
    for (const row of shared) this.#origins.set(row.userId, `${this.protocol}//${row.host}`);
  }

  originOf(ownerId: number): string | undefined {
    return this.#origins.get(ownerId);
  }

  #add(row: HostRow): void {
    const scope: CustomScope =
      row.status === 'verified'
        ? { kind: 'owner', ownerId: row.userId, host: row.host, origin: `${this.protocol}//${row.host}` }
        : { kind: 'closed', host: row.host };
    this.#hosts.set(row.host, { ownerId: row.userId, scope });
  }

  resolve(host: string | undefined): HostScope {
    if (host === undefined || this.#hosts.size === 0) return MAIN_HOST;
    const found = this.#hosts.get(host);
    if (found) return found.scope;
    // Browsers send the host as typed in lower case, with no port on 80/443: the exact lookup above is the rule.
    const normalized = normalizeHost(host);
    if (normalized === undefined || normalized === host) return MAIN_HOST;
    return this.#hosts.get(normalized)?.scope ?? MAIN_HOST;
  }

  async homeOf(scope: CustomScope): Promise<string | undefined> {
    if (scope.kind !== 'owner') return undefined;
    const plans = (await findActivePlans(this.db, [scope.ownerId])).get(scope.ownerId) ?? [];
    if (!hasFeature({ plans }, 'customDomain') || !hasFeature({ plans }, 'loadingScreen')) return undefined;
    return (await this.loadBannerLink(scope.ownerId)) ?? undefined;
  }
}
