import type { OnlineAddressType, OnlineAddressView } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { HtmlParts } from '../web/shell-html';

/**
 * Visitor views as plug-ins (decision 027): what `/{code}` shows for a link is declared by the area that owns
 * it, through this contract, and the links module only dispatches. An area registers its view from its
 * module's `index.ts` with `registerVisitorView(app, view)`; the links area's redirect screen is the fallback
 * every other view falls back to.
 */

/** The fields of the visitor view (`OnlineAddressView`) an area fills: the spec's wire names. */
export type VisitorViewField = 'biography' | 'infoproduct';

/** What a page is built with besides its link. */
export interface VisitorPageContext {
  /** `{PUBLIC_URL}/{code}`. */
  canonicalUrl: string;
  publicUrl: string;
  /** The visit token of a link for this page's window: a click on that link counts only with it. */
  visitToken(linkId: number): string;
  /** Link-preview crawlers run no script: they read the tags and text only. */
  forCrawler: boolean;
}

/**
 * A server-rendered visitor page, filled into the shell's HTML by the links module: its title and Open Graph
 * tags, head markup, what comes first in the body and what goes inside the app's root (kept by the island
 * that hydrates it). Everything here is already escaped HTML except `meta`, which the links module escapes.
 */
export interface VisitorPage {
  /** Open Graph and Twitter properties (`og:title` is the page's title). */
  meta: Map<string, string>;
  /** Markup for the head (styles, preloads, the no-JavaScript refresh). */
  head: string;
  /** Markup at the start of the body, outside the app's root (no-JavaScript text, a first paint), maybe in pieces. */
  beforeRoot: HtmlParts;
  /** Markup inside `<div id="root">`: the page itself, readable and tappable with JavaScript off. */
  root: string;
  /** Headers that differ from the site's HTML headers on this page (e.g. a CSP allowing video frames). */
  headers?: Record<string, string>;
  /** More data for the island, embedded beside `link` and `visitToken` (e.g. the visit tokens of child links). */
  data?: Record<string, unknown>;
}

/** The client code that takes over a page: a DOM visitor view (`{ mount }`) of a federated remote. */
export interface VisitorIsland {
  remote: string;
  exposed: string;
  /** True when the island keeps the server's markup in the root (hydrates it) instead of drawing its own. */
  hydrate: boolean;
}

/**
 * One area's visitor view. `load` reads the area's rows for the links a cache miss found (one prepared
 * statement per event-loop turn: use `batchPerTurn`); a link the area has no row for gets the fallback view.
 * Its rows' writes must invalidate the visitor cache: a migration adds triggers on `invalidatedBy` that notify
 * `{"link": <the link id>, "codes": []}` (decision 007).
 */
export interface VisitorViewPlugin<T = unknown> {
  name: string;
  /** The link types this view may render (a link of another type never reaches `load`). */
  types: readonly OnlineAddressType[];
  field: VisitorViewField;
  load(db: Db, linkId: number): Promise<T | undefined>;
  render(view: OnlineAddressView, data: T, context: VisitorPageContext): VisitorPage;
  island: VisitorIsland;
  /** The tables whose triggers drop this view's cached pages (documentation, checked by its tests). */
  invalidatedBy: readonly string[];
  /** Bytes the cached data holds beyond its JSON text, for the cache's byte bound (default: its JSON). */
  bytesOf?(data: T): number;
}

/** The view every link without an area's view shows: the links area's redirect screen. */
export interface FallbackVisitorView {
  render(view: OnlineAddressView, context: VisitorPageContext): VisitorPage;
  island: VisitorIsland;
}

/** The registered views of one app. */
export class VisitorViews {
  readonly #byType = new Map<OnlineAddressType, VisitorViewPlugin[]>();
  readonly #byField = new Map<VisitorViewField, VisitorViewPlugin>();
  #fallback: FallbackVisitorView | undefined;

  add<T>(plugin: VisitorViewPlugin<T>): void {
    if (this.#byField.has(plugin.field)) throw new Error(`visitor view for ${plugin.field} registered twice`);
    const erased = plugin as unknown as VisitorViewPlugin;
    this.#byField.set(plugin.field, erased);
    for (const type of plugin.types) this.#byType.set(type, [...(this.#byType.get(type) ?? []), erased]);
  }

  setFallback(view: FallbackVisitorView): void {
    this.#fallback = view;
  }

  /**
   * The area data a link's view carries: each view registered for its type is asked, the first that has a
   * row wins. Empty for most links (no view for their type): no work, no await.
   */
  async attach(db: Db, link: { id: number; type: OnlineAddressType }): Promise<Partial<OnlineAddressView>> {
    const candidates = this.#byType.get(link.type);
    if (!candidates) return {};
    for (const plugin of candidates) {
      const data = await plugin.load(db, link.id);
      if (data !== undefined) return { [plugin.field]: data };
    }
    return {};
  }

  /** True when loading this link type may read an area's rows (the cache miss then has two statements). */
  hasViewsFor(type: OnlineAddressType): boolean {
    return this.#byType.has(type);
  }

  /** The page of a view: the area's whose field is filled, or the fallback. */
  render(view: OnlineAddressView, context: VisitorPageContext): { page: VisitorPage; island: VisitorIsland } {
    for (const [field, plugin] of this.#byField) {
      const data = view[field];
      if (data) return { page: plugin.render(view, data, context), island: plugin.island };
    }
    const fallback = this.#fallback;
    if (!fallback) throw new Error('no fallback visitor view registered');
    return { page: fallback.render(view, context), island: fallback.island };
  }

  /** Bytes an area's data adds to a cached view (its JSON text by default, the same rule as the link's). */
  bytesOf(view: OnlineAddressView): number {
    let bytes = 0;
    for (const [field, plugin] of this.#byField) {
      const data = view[field];
      if (data) bytes += plugin.bytesOf ? plugin.bytesOf(data) : 2 * JSON.stringify(data).length;
    }
    return bytes;
  }
}

/**
 * Turns a lookup of many keys into a lookup of one that waits for the rest of this event-loop turn, so the
 * misses of one turn share one execution of a prepared statement (as the links' own lookup does). Batches are
 * kept per database (tests run several apps in one process).
 */
export function batchPerTurn<K, T>(
  lookup: (db: Db, keys: K[]) => Promise<Map<K, T>>,
  maxBatch = 500,
): (db: Db, key: K) => Promise<T | undefined> {
  type Waiting = Map<K, { resolve(value: T | undefined): void; reject(error: unknown): void }[]>;
  const pending = new WeakMap<Db, Waiting>();
  const run = async (db: Db, batch: Waiting) => {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const chunk = keys.slice(start, start + maxBatch);
      try {
        const found = await lookup(db, chunk);
        for (const key of chunk) for (const waiter of batch.get(key) ?? []) waiter.resolve(found.get(key));
      } catch (error) {
        for (const key of chunk) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
      }
    }
  };
  return (db, key) => {
    let batch = pending.get(db);
    if (!batch) {
      const next: Waiting = new Map();
      pending.set(db, next);
      // After the poll phase: every request parsed in this turn has asked by then.
      setImmediate(() => {
        pending.delete(db);
        void run(db, next);
      });
      batch = next;
    }
    const waiting = batch;
    return new Promise((resolve, reject) => {
      const list = waiting.get(key);
      if (list) list.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
  };
}

/** Registers an area's visitor view (from its module's plugin, while the app loads). */
export function registerVisitorView<T>(app: FastifyInstance, plugin: VisitorViewPlugin<T>): void {
  app.visitorViews.add(plugin);
}
