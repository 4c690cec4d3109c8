import {
  type Feature,
  GA_MEASUREMENT_ID,
  type OnlineAddressView,
  type OwnerConfigView,
} from '@atalho/sdk/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ActivePlan } from '../../auth/types';
import type { Db } from '../../db/client';
import {
  type ConfigImageValue,
  configs,
  onlineAddresses,
  subscriptionPlans,
  userSubscriptionPlans,
} from '../../db/schema';
import { featuresOfUser } from '../../entitlements';
import type { OwnerView } from '../../visitor-cache';
import { planActiveAt, tierOfPlanId } from '../plans';

/** An active plan as the statement's JSON column holds it (`endAt` an ISO timestamp). */
interface PlanJson {
  id: number;
  planId: number;
  name: string;
  free: boolean;
  endAt: string | null;
}

/**
 * The owner's active plans in one column (the same rule as `findActivePlans`), ordered as it orders them (plan, newest first), so
 * the visitor view needs no second round trip.
 */
const activePlansOfOwner = sql<PlanJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${userSubscriptionPlans.id}, 'planId', ${subscriptionPlans.id}, 'name', ${subscriptionPlans.name},
    'free', ${subscriptionPlans.free}, 'endAt', ${userSubscriptionPlans.endAt}
  ) order by ${userSubscriptionPlans.subscriptionPlanId}, ${userSubscriptionPlans.id} desc), '[]'::json)
  from ${userSubscriptionPlans}
  join ${subscriptionPlans} on ${subscriptionPlans.id} = ${userSubscriptionPlans.subscriptionPlanId}
  where ${userSubscriptionPlans.userId} = ${onlineAddresses.userId}
    and ${planActiveAt(sql`now()`)}
)`;

function prepareLookup(db: Db, by: 'code' | 'id') {
  return db
    .select({
      id: onlineAddresses.id,
      code: onlineAddresses.code,
      url: onlineAddresses.url,
      type: onlineAddresses.type,
      userId: onlineAddresses.userId,
      openGraph: onlineAddresses.openGraph,
      configId: configs.id,
      picture: configs.picture,
      siteName: configs.siteName,
      bannerImage: configs.bannerImage,
      bannerLink: configs.bannerLink,
      loaderTime: configs.loaderTime,
      googleAnalyticsId: configs.googleAnalyticsId,
      plans: activePlansOfOwner,
    })
    .from(onlineAddresses)
    .leftJoin(configs, eq(configs.userId, onlineAddresses.userId))
    .where(
      and(
        sql`${by === 'code' ? onlineAddresses.code : onlineAddresses.id} = any(${sql.placeholder('keys')})`,
        eq(onlineAddresses.active, true),
        isNull(onlineAddresses.deletedAt),
      ),
    )
    .prepare(`atalho_visitor_links_by_${by}`);
}

type Lookup = ReturnType<typeof prepareLookup>;
export type VisitorRow = Awaited<ReturnType<Lookup['execute']>>[number];

/** Prepared once per database (planned once per PostgreSQL connection, then only executed). */
const prepared = new WeakMap<Db, { code: Lookup; id: Lookup }>();

function lookupsOf(db: Db): { code: Lookup; id: Lookup } {
  let lookups = prepared.get(db);
  if (!lookups) {
    lookups = { code: prepareLookup(db, 'code'), id: prepareLookup(db, 'id') };
    prepared.set(db, lookups);
  }
  return lookups;
}

type Waiting = { resolve(row: VisitorRow | null): void; reject(error: unknown): void }[];

/** The misses of one event-loop turn, by code and by id. */
interface Batch {
  codes: Map<string, Waiting>;
  ids: Map<number, Waiting>;
}

/** A statement names at most this many links (a turn with more runs several). */
const MAX_BATCH = 500;

const batches = new WeakMap<Db, Batch>();

async function runLookup<K extends string | number>(
  lookup: Lookup,
  waiting: Map<K, Waiting>,
  keyOf: (row: VisitorRow) => K,
): Promise<void> {
  const keys = [...waiting.keys()];
  for (let start = 0; start < keys.length; start += MAX_BATCH) {
    const chunk = keys.slice(start, start + MAX_BATCH);
    try {
      const rows = await lookup.execute({ keys: chunk });
      const found = new Map(rows.map((row) => [keyOf(row), row]));
      for (const key of chunk) for (const w of waiting.get(key) ?? []) w.resolve(found.get(key) ?? null);
    } catch (error) {
      for (const key of chunk) for (const w of waiting.get(key) ?? []) w.reject(error);
    }
  }
}

function runBatch(db: Db, batch: Batch): void {
  batches.delete(db);
  const lookups = lookupsOf(db);
  if (batch.codes.size > 0) void runLookup(lookups.code, batch.codes, (row) => row.code);
  if (batch.ids.size > 0) void runLookup(lookups.id, batch.ids, (row) => row.id);
}

/**
 * The one statement a visitor cache miss runs (decision 010): the live, active link, its owner's public
 * config and active plans. Misses of one event-loop turn (many visitors opening links nobody opened lately)
 * share one execution of it, which names all their codes. Null for an unknown, inactive or deleted link.
 */
export function findVisitorRow(db: Db, key: { code: string } | { id: number }): Promise<VisitorRow | null> {
  let batch = batches.get(db);
  if (!batch) {
    const next: Batch = { codes: new Map(), ids: new Map() };
    batches.set(db, next);
    // After the poll phase: every request parsed in this turn has asked by then.
    setImmediate(() => runBatch(db, next));
    batch = next;
  }
  return new Promise((resolve, reject) => {
    if ('code' in key) enqueue(batch.codes, key.code, { resolve, reject });
    else enqueue(batch.ids, key.id, { resolve, reject });
  });
}

function enqueue<K>(waiting: Map<K, Waiting>, key: K, waiter: Waiting[number]): void {
  const list = waiting.get(key);
  if (list) list.push(waiter);
  else waiting.set(key, [waiter]);
}

export function activePlansOf(row: VisitorRow): ActivePlan[] {
  return (row.plans ?? []).map((plan) => ({
    ...plan,
    endAt: plan.endAt === null ? null : new Date(plan.endAt),
    tier: tierOfPlanId(plan.planId),
  }));
}

function publicImage(image: ConfigImageValue | null): { src: string; deleted: boolean } | null {
  return image ? { src: image.src, deleted: image.deleted } : null;
}

/**
 * The analytics id visitor pages report to: only while the owner's plan has it (PRO, with the rest of the loading
 * screen) and only a valid GA4 id (one saved before ids were checked may not be; decision 039).
 */
function recordedAnalyticsId(row: VisitorRow, features: readonly Feature[]): { googleAnalyticsId?: string } {
  const id = row.googleAnalyticsId;
  if (!id || !features.includes('loadingScreen') || !GA_MEASUREMENT_ID.test(id)) return {};
  return { googleAnalyticsId: id };
}

/** Only the loading-screen fields a visitor needs: never the domain or owner identity. */
function toOwnerConfigView(row: VisitorRow, features: readonly Feature[]): OwnerConfigView | null {
  if (row.configId === null) return null;
  return {
    picture: publicImage(row.picture),
    siteName: row.siteName,
    bannerImage: publicImage(row.bannerImage),
    bannerLink: row.bannerLink,
    loaderTime: row.loaderTime,
    ...recordedAnalyticsId(row, features),
  };
}

/** What every link of one owner shows of them: built once per owner and shared (see LinkViewCache). */
export function toOwnerView(row: VisitorRow, plans: readonly ActivePlan[]): OwnerView {
  const features = featuresOfUser({ plans });
  return { features, config: toOwnerConfigView(row, features) };
}

/**
 * The view a visitor gets. Paid effects are decided here, from the owner's entitlements when the entry is built
 * (issue 34, item 6): the custom preview shows only while the owner's plan has `customPreview`; the cached entry
 * lives no longer than the plan and is dropped when a plan starts or ends (an owner event).
 */
export function toVisitorView(row: VisitorRow, owner: OwnerView | null): OnlineAddressView {
  const preview = owner?.features.includes('customPreview') ? row.openGraph : null;
  return {
    id: row.id,
    code: row.code,
    url: row.url,
    type: row.type,
    openGraph: preview && preview.openGraphFields.length > 0 ? preview : null,
    biography: null,
    infoproduct: null,
    user: owner,
  };
}
