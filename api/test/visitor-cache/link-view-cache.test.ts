import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { parseInvalidationEvent } from '../../src/visitor-cache/invalidation-event';
import { LinkViewCache } from '../../src/visitor-cache/link-view-cache';
import { RecentInvalidations } from '../../src/visitor-cache/recent-invalidations';

function viewOf(id: number, urlLength = 40): OnlineAddressView {
  return {
    id,
    code: `c${id}`,
    url: `https://exemplo.com/${'x'.repeat(urlLength)}`,
    type: 'STANDARD',
    openGraph: null,
    biography: null,
    infoproduct: null,
    user: null,
  };
}

function store(cache: LinkViewCache, view: OnlineAddressView, ownerId: number | null = null) {
  return cache.set({ code: view.code }, view, ownerId, cache.epoch);
}

describe('LinkViewCache: bounded by bytes', () => {
  it('never holds more than its byte bound, however many and however large the views', () => {
    const cache = new LinkViewCache({ maxBytes: 256 * 1024 });
    let largest = 0;
    for (let id = 1; id <= 5_000; id += 1) {
      const entry = store(cache, viewOf(id, (id * 37) % 3_000));
      // Answers built later, as requests ask for them: JSON, a compressed variant, a page.
      if (id % 2 === 0) cache.jsonOf(entry)?.for(id % 4 === 0 ? 'br' : 'gzip');
      if (id % 3 === 0) cache.grow(entry, 500 + (id % 1_000));
      if (id % 7 === 0) cache.set({ code: `nada${id}` }, null, null, cache.epoch);
      largest = Math.max(largest, cache.calculatedBytes);
      expect(cache.calculatedBytes).toBeLessThanOrEqual(cache.maxBytes);
    }
    expect(largest).toBeGreaterThan(cache.maxBytes * 0.9);
    // The most recent ones are kept, by code and by id, as one entry.
    const last = cache.get('c5000');
    expect(last?.view?.id).toBe(5000);
    expect(cache.getById(5000)).toBe(last);
    expect(cache.get('c1')).toBeUndefined();
  });

  it('counts an entry once although it has two keys, and drops both keys together', () => {
    const cache = new LinkViewCache({ maxBytes: 1024 * 1024 });
    const entry = store(cache, viewOf(1));
    expect(cache.size).toBe(2);
    expect(cache.calculatedBytes).toBeLessThan(2 * entry.bytes);
    cache.apply({ link: 1, codes: [] });
    expect(cache.get('c1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('builds the JSON and each compressed variant on first use, once, and counts their bytes', () => {
    const cache = new LinkViewCache({ maxBytes: 1024 * 1024 });
    const entry = store(cache, viewOf(1, 2_000));
    const stored = cache.calculatedBytes;
    expect(entry.json).toBeUndefined();
    const json = cache.jsonOf(entry);
    expect(json?.identity.body.toString()).toBe(JSON.stringify(entry.view));
    const withJson = cache.calculatedBytes;
    expect(withJson - stored).toBeGreaterThan(json?.identity.body.length ?? Infinity);
    expect(cache.jsonOf(entry)).toBe(json);
    const br = json?.for('gzip, deflate, br');
    expect(br?.headers['content-encoding']).toBe('br');
    expect(json?.for('br;q=1, gzip;q=0.5')).toBe(br);
    expect(cache.calculatedBytes - withJson).toBeGreaterThan(br?.body.length ?? Infinity);
    expect(cache.calculatedBytes).toBe(entry.bytes + 600);
  });

  it('drops an entry that grows past the bound, and still answers what was built', () => {
    const cache = new LinkViewCache({ maxBytes: 16 * 1024 });
    const entry = store(cache, viewOf(1));
    expect(cache.get('c1')).toBe(entry);
    cache.grow(entry, 20 * 1024);
    expect(cache.get('c1')).toBeUndefined();
    expect(cache.getById(1)).toBeUndefined();
    expect(cache.calculatedBytes).toBe(0);
    expect(cache.jsonOf(entry)?.identity.statusCode).toBe(200);
  });

  it('keeps one view per owner, shared by their links, until the owner changes', () => {
    const cache = new LinkViewCache({ maxBytes: 1024 * 1024 });
    const epoch = cache.epoch;
    const owner = { features: [], config: null };
    expect(cache.setOwner(7, owner, epoch)).toBe(owner);
    expect(cache.owner(7)).toBe(owner);
    const a = cache.set({ code: 'c1' }, { ...viewOf(1), user: owner }, 7, epoch);
    const b = cache.set({ code: 'c2' }, { ...viewOf(2), user: owner }, 7, epoch);
    expect(a.view?.user).toBe(b.view?.user);
    cache.apply({ owner: 7 });
    expect(cache.owner(7)).toBeUndefined();
    expect(cache.get('c1')).toBeUndefined();
    expect(cache.get('c2')).toBeUndefined();
    // An owner read before their change is not kept.
    cache.setOwner(7, owner, epoch);
    expect(cache.owner(7)).toBeUndefined();
  });

  it('an entry larger than the whole bound is answered but not kept', () => {
    const cache = new LinkViewCache({ maxBytes: 4096 });
    const entry = store(cache, viewOf(1, 10_000));
    expect(entry.view?.id).toBe(1);
    expect(cache.size).toBe(0);
  });
});

describe('LinkViewCache: invalidation', () => {
  it('drops a link by id and every code it had, owners by generation, everything on demand', () => {
    const cache = new LinkViewCache({ maxBytes: 1024 * 1024 });
    store(cache, viewOf(1), 10);
    store(cache, viewOf(2), 10);
    store(cache, viewOf(3), 11);
    cache.set({ code: 'novo' }, null, null, cache.epoch);
    cache.apply({ link: 1, codes: ['c1', 'novo'] });
    expect(cache.get('c1')).toBeUndefined();
    expect(cache.get('novo')).toBeUndefined();
    cache.apply({ owner: 10 });
    expect(cache.get('c2')).toBeUndefined();
    expect(cache.getById(2)).toBeUndefined();
    expect(cache.get('c3')).toBeDefined();
    cache.apply({ all: true });
    expect(cache.size).toBe(0);
  });

  it('does not keep a lookup that raced an invalidation of its link or owner (the epoch rule)', () => {
    const cache = new LinkViewCache({ maxBytes: 1024 * 1024 });
    const epoch = cache.epoch;
    cache.apply({ owner: 99 });
    cache.apply({ link: 2, codes: ['c2'] });
    cache.set({ code: 'c1' }, viewOf(1), 99, epoch);
    cache.set({ id: 2 }, viewOf(2), null, epoch);
    cache.set({ code: 'c3' }, viewOf(3), 98, epoch);
    expect(cache.get('c1')).toBeUndefined();
    expect(cache.getById(2)).toBeUndefined();
    expect(cache.get('c3')).toBeDefined();
  });

  it('keeps nothing while invalidations may be lost, and forgets everything when they are back', () => {
    const cache = new LinkViewCache({ maxBytes: 1024 * 1024 });
    store(cache, viewOf(1));
    cache.suspend();
    expect(cache.size).toBe(0);
    store(cache, viewOf(2));
    expect(cache.get('c2')).toBeUndefined();
    cache.resume();
    store(cache, viewOf(3));
    expect(cache.get('c3')).toBeDefined();
  });

  it('reads the triggers’ payloads and nothing else', () => {
    expect(parseInvalidationEvent('{"link" : 7, "codes" : ["a", "b"]}')).toEqual({
      link: 7,
      codes: ['a', 'b'],
    });
    expect(parseInvalidationEvent('{"owner" : 3}')).toEqual({ owner: 3 });
    expect(parseInvalidationEvent('{"all":true}')).toEqual({ all: true });
    expect(parseInvalidationEvent('{"owner":"3"}')).toBeUndefined();
    expect(parseInvalidationEvent('not json')).toBeUndefined();
  });
});

describe('RecentInvalidations', () => {
  it('refuses only lookups whose keys changed since, and every older lookup once it forgot', () => {
    const recent = new RecentInvalidations(2);
    const before = recent.epoch;
    recent.record(['c1']);
    expect(recent.changedSince(before, ['c1'])).toBe(true);
    expect(recent.changedSince(before, ['c2'])).toBe(false);
    expect(recent.changedSince(recent.epoch, ['c1'])).toBe(false);
    recent.record(['c2']);
    recent.record(['c3']);
    // 'c1' is forgotten: a lookup from before it may have raced it.
    expect(recent.changedSince(before, ['c9'])).toBe(true);
    expect(recent.changedSince(recent.epoch - 1, ['c9'])).toBe(false);
    const beforeAll = recent.epoch;
    recent.recordAll();
    expect(recent.changedSince(beforeAll, ['c9'])).toBe(true);
  });
});
