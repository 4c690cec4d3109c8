import { describe, expect, it } from 'vitest';
import { createHostResolver, type ResolveHost } from '../../src/security/url-safety';

// Issue 36 item 7: the URL checks' name look-ups, shared and kept for a while.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A resolver that answers after `ms`, counting the look-ups asked and the most run at once. */
function fakeResolver(ms: number, answer: (host: string) => string[] | Error = () => ['93.184.216.34']) {
  const asked: string[] = [];
  let running = 0;
  let most = 0;
  const resolve: ResolveHost = async (host) => {
    asked.push(host);
    running += 1;
    most = Math.max(most, running);
    await sleep(ms);
    running -= 1;
    const result = answer(host);
    if (result instanceof Error) throw result;
    return result;
  };
  return { resolve, asked, most: () => most };
}

describe('createHostResolver', () => {
  it('looks a host up once for concurrent and later checks, and again once its answer expired', async () => {
    const fake = fakeResolver(5);
    const addresses = createHostResolver({ resolve: fake.resolve, ttlMs: 100 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => addresses('loja.exemplo.com.br')));
    expect(answers).toEqual(Array(8).fill(['93.184.216.34']));
    expect(await addresses('loja.exemplo.com.br')).toEqual(['93.184.216.34']);
    expect(fake.asked).toEqual(['loja.exemplo.com.br']);
    await sleep(150);
    await addresses('loja.exemplo.com.br');
    expect(fake.asked).toEqual(['loja.exemplo.com.br', 'loja.exemplo.com.br']);
  });

  it('keeps "no address" too: a name that does not resolve is not asked again at once', async () => {
    const fake = fakeResolver(1, () => new Error('ENOTFOUND'));
    const addresses = createHostResolver({ resolve: fake.resolve });
    expect(await addresses('novo.exemplo.com.br')).toEqual([]);
    expect(await addresses('novo.exemplo.com.br')).toEqual([]);
    expect(fake.asked).toHaveLength(1);
  });

  it('runs at most maxConcurrent look-ups at once, whatever the number of hosts', async () => {
    const fake = fakeResolver(10);
    const addresses = createHostResolver({ resolve: fake.resolve, maxConcurrent: 2 });
    const hosts = Array.from({ length: 8 }, (_, i) => `loja${i}.exemplo.com.br`);
    await Promise.all(hosts.map((host) => addresses(host)));
    expect(fake.asked.sort()).toEqual(hosts.sort());
    expect(fake.most()).toBe(2);
  });

  it('answers undefined past the timeout, does not wait again for a look-up already late, keeps its answer', async () => {
    const fake = fakeResolver(300, () => ['10.0.0.1']);
    const addresses = createHostResolver({ resolve: fake.resolve, timeoutMs: 80 });
    let started = performance.now();
    expect(await addresses('lento.exemplo.com.br')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(250);
    // A check arriving meanwhile gets the same answer at once rather than a timeout of its own.
    started = performance.now();
    expect(await addresses('lento.exemplo.com.br')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(40);
    await sleep(300);
    expect(await addresses('lento.exemplo.com.br')).toEqual(['10.0.0.1']);
    expect(fake.asked).toHaveLength(1);
  });

  it('still asks a queued look-up whose checks have all timed out, and keeps its answer', async () => {
    const fake = fakeResolver(100);
    const addresses = createHostResolver({ resolve: fake.resolve, timeoutMs: 30, maxConcurrent: 1 });
    const answers = await Promise.all([addresses('a.exemplo.com.br'), addresses('b.exemplo.com.br')]);
    expect(answers).toEqual([undefined, undefined]);
    await sleep(250);
    expect(fake.asked).toEqual(['a.exemplo.com.br', 'b.exemplo.com.br']);
    expect(await addresses('b.exemplo.com.br')).toEqual(['93.184.216.34']);
    expect(fake.asked).toHaveLength(2);
  });

  it('does not wait for a new host while maxHosts look-ups are waiting or running', async () => {
    const fake = fakeResolver(100);
    const addresses = createHostResolver({ resolve: fake.resolve, maxHosts: 2, maxConcurrent: 1 });
    const pending = [addresses('a.exemplo.com.br'), addresses('b.exemplo.com.br')];
    const started = performance.now();
    expect(await addresses('c.exemplo.com.br')).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(40);
    expect(await Promise.all(pending)).toEqual([['93.184.216.34'], ['93.184.216.34']]);
  });
});

describe('createHostResolver refresh and bounds', () => {
  it('answers the last answer at once past ttlMs while looking the host up again, then the new one', async () => {
    let answer = ['93.184.216.34'];
    const fake = fakeResolver(30, () => answer);
    const addresses = createHostResolver({ resolve: fake.resolve, ttlMs: 50 });
    expect(await addresses('loja.exemplo.com.br')).toEqual(['93.184.216.34']);
    answer = ['10.0.0.7'];
    await sleep(80);
    const started = performance.now();
    expect(await addresses('loja.exemplo.com.br')).toEqual(['93.184.216.34']);
    expect(performance.now() - started).toBeLessThan(20);
    await sleep(60);
    expect(await addresses('loja.exemplo.com.br')).toEqual(['10.0.0.7']);
    expect(fake.asked).toHaveLength(2);
  });

  it('keeps at most maxHosts answers, the least recently used going first', async () => {
    const fake = fakeResolver(0);
    const addresses = createHostResolver({ resolve: fake.resolve, maxHosts: 2 });
    await addresses('a.exemplo.com.br');
    await addresses('b.exemplo.com.br');
    await addresses('a.exemplo.com.br');
    await addresses('c.exemplo.com.br');
    expect(fake.asked).toEqual(['a.exemplo.com.br', 'b.exemplo.com.br', 'c.exemplo.com.br']);
    await addresses('a.exemplo.com.br');
    await addresses('b.exemplo.com.br');
    expect(fake.asked.slice(3)).toEqual(['b.exemplo.com.br']);
  });
});
