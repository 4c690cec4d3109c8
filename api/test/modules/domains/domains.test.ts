import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domains } from '../../../src/db/schema';
import { bearer, signIn, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { admin, StubDns, tokenOf } from './fixtures';

const dns = new StubDns();
const ctx = useTestApp({
  config: {
    allowPrivateUrls: true,
    staticRoot: staticRootWithShell(),
    publicUrl: 'https://atalho.test',
    customDomains: { subdomainBase: 'links.atalho.test', addresses: ['203.0.113.7'] },
  },
  providers: { dns },
});

const HOST = 'links.loja.com.br';
const html = { accept: 'text/html' };

async function businessOwner(email: string): Promise<string> {
  const token = await signIn(ctx.app, email, 'Loja');
  await grantPlan(ctx.app, email, 'BUSINESS');
  return token;
}

async function addDomain(email: string, host = HOST) {
  const response = await admin(ctx.app, 'domain-add', { email, host });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { host: string; status: string; txt: string };
}

async function verifiedDomain(email: string, host = HOST) {
  const added = await addDomain(email, host);
  dns.point(host, 'atalho.test', tokenOf(added));
  const verified = await admin(ctx.app, 'domain-verify', { host });
  expect(verified.json()).toMatchObject({ host, status: 'verified', changed: true });
  return added;
}

const statusOf = async (host: string) =>
  (await ctx.app.db.select().from(domains).where(eq(domains.host, host)))[0]?.status;

describe('admin CLI routes: domain add, subdomain add, verify, list, remove', () => {
  it('adds a BUSINESS owner’s domain as pending with a TXT token; refuses other plans, bad hosts and repeats', async () => {
    dns.clear();
    await signIn(ctx.app, 'pro@example.com');
    await grantPlan(ctx.app, 'pro@example.com', 'PRO');
    expect((await admin(ctx.app, 'domain-add', { email: 'pro@example.com', host: HOST })).json()).toEqual({
      messages: ['plan.required'],
    });
    expect(
      (await admin(ctx.app, 'domain-add', { email: 'ninguem@example.com', host: HOST })).statusCode,
    ).toBe(404);
    await businessOwner('dona@example.com');
    const added = await addDomain('dona@example.com', 'Links.Loja.com.br.');
    expect(added).toMatchObject({ host: HOST, status: 'pending', kind: 'domain', email: 'dona@example.com' });
    expect(added.txt).toMatch(/^_atalho\.links\.loja\.com\.br TXT atalho-verify=[0-9a-f]{32}$/);
    for (const host of [
      '127.0.0.1',
      'x',
      'atalho.test',
      'a.links.atalho.test',
      'muito-longo-demais.loja.com.br',
    ])
      expect((await admin(ctx.app, 'domain-add', { email: 'dona@example.com', host })).json()).toEqual({
        messages: ['domain.invalid'],
      });
    await businessOwner('outra@example.com');
    expect((await admin(ctx.app, 'domain-add', { email: 'outra@example.com', host: HOST })).json()).toEqual({
      messages: ['domain.taken'],
    });
    expect(
      (await admin(ctx.app, 'domain-add', { email: 'dona@example.com', host: 'go.loja.com.br' })).json(),
    ).toEqual({ messages: ['domain.limit'] });
  });

  it('adds a subdomain of SUBDOMAIN_BASE verified at once; lists by owner; removes', async () => {
    await businessOwner('sub@example.com');
    const sub = await admin(ctx.app, 'subdomain-add', { email: 'sub@example.com', name: 'MinhaLoja' });
    expect(sub.json()).toMatchObject({
      host: 'minhaloja.links.atalho.test',
      kind: 'subdomain',
      status: 'verified',
    });
    expect(
      (await admin(ctx.app, 'subdomain-add', { email: 'sub@example.com', name: 'www' })).statusCode,
    ).toBe(400);
    await businessOwner('outro@example.com');
    await addDomain('outro@example.com');
    const mine = await admin(ctx.app, 'domains?email=sub@example.com');
    expect(mine.json().map((d: { host: string }) => d.host)).toEqual(['minhaloja.links.atalho.test']);
    expect((await admin(ctx.app, 'domains')).json()).toHaveLength(2);
    expect((await admin(ctx.app, 'domain-remove', { host: HOST })).statusCode).toBe(200);
    expect((await admin(ctx.app, 'domain-remove', { host: HOST })).statusCode).toBe(404);
    expect((await admin(ctx.app, 'domains')).json()).toHaveLength(1);
  });
});

describe('the DNS check job (stub resolver)', () => {
  it('moves pending → verified → failing → verified, ignores unanswered DNS, and runs idempotently', async () => {
    dns.clear();
    await businessOwner('dns@example.com');
    const added = await addDomain('dns@example.com');
    const token = tokenOf(added);
    const run = (now: Date) => ctx.app.jobs.runNow('domains.check', { now });
    let now = new Date('2026-12-01T10:00:00Z');

    // Nothing at the DNS provider yet: stays pending, with the reason.
    expect(await run(now)).toMatchObject({ checked: 1, verified: 0, failing: 0 });
    expect(await statusOf(HOST)).toBe('pending');
    // The CNAME without the TXT is not enough.
    dns.cnames.set(HOST, ['atalho.test.']);
    await run(now);
    const [row] = await ctx.app.db.select().from(domains).where(eq(domains.host, HOST));
    expect(row).toMatchObject({ status: 'pending', lastError: 'txt.missing' });

    dns.txts.set(`_atalho.${HOST}`, [`atalho-verify=${token}`]);
    expect(await run(now)).toMatchObject({ checked: 1, verified: 1 });
    expect(await statusOf(HOST)).toBe('verified');
    // A verified domain is not asked again before its recheck is due.
    expect(await run(now)).toMatchObject({ checked: 0 });

    // DNS that does not answer changes nothing.
    now = new Date(now.getTime() + 7 * 3600_000);
    dns.down = true;
    expect(await run(now)).toMatchObject({ checked: 1, unanswered: 1 });
    expect(await statusOf(HOST)).toBe('verified');
    dns.down = false;

    // The CNAME removed: failing, and rechecked every run until it is back.
    dns.cnames.delete(HOST);
    expect(await run(now)).toMatchObject({ checked: 1, failing: 1 });
    const [failing] = await ctx.app.db.select().from(domains).where(eq(domains.host, HOST));
    expect(failing).toMatchObject({ status: 'failing', lastError: 'target.missing', failingSince: now });
    // An A record at a documented address (CUSTOM_DOMAIN_ADDRESSES) points here as well as a CNAME.
    dns.addressesOf.set(HOST, ['203.0.113.7']);
    await Promise.all([run(now), run(now)]);
    const [back] = await ctx.app.db.select().from(domains).where(eq(domains.host, HOST));
    expect(back).toMatchObject({ status: 'verified', failingSince: null, lastError: null });
    expect(back?.verifiedAt).toEqual(row?.verifiedAt ?? back?.verifiedAt);
  });
});

describe('serving (host, code)', () => {
  it('answers only the owner’s links on their verified host; the main and unknown hosts answer every link', async () => {
    dns.clear();
    const token = await businessOwner('a@example.com');
    const other = await businessOwner('b@example.com');
    const mine = await createLink(ctx.app, 'loja.com.br/natal', token);
    const theirs = await createLink(ctx.app, 'outra.com.br/x', other);
    const anonymous = await createLink(ctx.app, 'anonimo.com.br/y');
    await verifiedDomain('a@example.com');
    const page = (code: string, host?: string) =>
      ctx.app.inject({ url: `/${code}`, headers: { ...html, ...(host ? { host } : {}) } });

    const own = await page(mine.code, HOST);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(`<link rel="canonical" href="https://${HOST}/${mine.code}">`);
    // The port and case a client may send resolve to the same host.
    expect((await page(mine.code, 'LINKS.loja.com.br:443')).statusCode).toBe(200);
    for (const code of [theirs.code, anonymous.code, 'naoexiste']) {
      const response = await page(code, HOST);
      expect(response.statusCode, code).toBe(404);
      expect(response.body).not.toContain('Atalho');
      expect(response.body).not.toContain('url=/');
    }
    // The lookup by code is scoped the same way.
    const lookup = (code: string) =>
      ctx.app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true`, headers: { host: HOST } });
    expect((await lookup(mine.code)).statusCode).toBe(200);
    expect((await lookup(theirs.code)).statusCode).toBe(404);

    // The main host, and any host nobody registered, serve every link as before.
    for (const host of [undefined, 'atalho.test', 'desconhecido.example.com']) {
      expect((await page(mine.code, host)).statusCode).toBe(200);
      expect((await page(theirs.code, host)).statusCode).toBe(200);
    }
    const main = await page(mine.code, 'atalho.test');
    expect(main.body).toContain(`<link rel="canonical" href="https://atalho.test/${mine.code}">`);
  });

  it('a pending host serves nothing; `/` on a customer host is their banner link or a neutral page', async () => {
    dns.clear();
    const token = await businessOwner('home@example.com');
    const link = await createLink(ctx.app, 'loja.com.br/home', token);
    await addDomain('home@example.com');
    expect(
      (await ctx.app.inject({ url: `/${link.code}`, headers: { ...html, host: HOST } })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/', headers: { ...html, host: HOST } })).body).toContain(
      'Links curtos',
    );

    dns.point(HOST, 'atalho.test', tokenOf((await admin(ctx.app, 'domains')).json()[0]));
    await admin(ctx.app, 'domain-verify', { host: HOST });
    const neutral = await ctx.app.inject({ url: '/', headers: { ...html, host: HOST } });
    expect(neutral.statusCode).toBe(200);
    expect(neutral.body).toContain('Links curtos');
    expect(neutral.body).not.toContain('Atalho');
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/configs',
      headers: bearer(token),
      payload: { bannerLink: 'https://loja.com.br/' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = await ctx.app.inject({ url: '/', headers: { ...html, host: HOST } });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('https://loja.com.br/');
  });

  it('stops serving on the custom host when the plan ends; the link still works on the main host', async () => {
    dns.clear();
    const token = await businessOwner('fim@example.com');
    const link = await createLink(ctx.app, 'loja.com.br/fim', token);
    await verifiedDomain('fim@example.com');
    const tlsAllowed = () => ctx.app.inject({ url: `/api/v1/domains/tls-allowed?domain=${HOST}` });
    expect(
      (await ctx.app.inject({ url: `/${link.code}`, headers: { ...html, host: HOST } })).statusCode,
    ).toBe(200);
    expect((await tlsAllowed()).statusCode).toBe(200);

    const revoked = await admin(ctx.app, 'plan-revoke', { email: 'fim@example.com' });
    expect(revoked.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/${link.code}`, headers: { ...html, host: HOST } })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: `/${link.code}`, headers: html })).statusCode).toBe(200);
    expect((await tlsAllowed()).statusCode).toBe(404);
  });
});

describe('shortUrl in API answers', () => {
  it('is on the owner’s verified domain (preferred to their subdomain) while the plan lasts, else on PUBLIC_URL', async () => {
    dns.clear();
    const token = await businessOwner('curto@example.com');
    const link = await createLink(ctx.app, 'loja.com.br/curto', token);
    const listed = async () =>
      (await ctx.app.inject({ url: '/api/v1/online-addresses', headers: bearer(token) }))
        .json()
        .content.find((row: { id: number }) => row.id === link.id).shortUrl;
    expect(link).toMatchObject({ shortUrl: `https://atalho.test/${link.code}` });
    await admin(ctx.app, 'subdomain-add', { email: 'curto@example.com', name: 'curto' });
    expect(await listed()).toBe(`https://curto.links.atalho.test/${link.code}`);
    const added = await addDomain('curto@example.com');
    // A pending domain is not shared yet.
    expect(await listed()).toBe(`https://curto.links.atalho.test/${link.code}`);
    dns.point(HOST, 'atalho.test', tokenOf(added));
    await admin(ctx.app, 'domain-verify', { host: HOST });
    expect(await listed()).toBe(`https://${HOST}/${link.code}`);
    const one = await ctx.app.inject({ url: `/api/v1/online-addresses/${link.id}`, headers: bearer(token) });
    expect(one.json().shortUrl).toBe(`https://${HOST}/${link.code}`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      headers: bearer(token),
      payload: { url: 'loja.com.br/novo' },
    });
    expect(created.json().shortUrl).toMatch(new RegExp(`^https://${HOST.replaceAll('.', '\\.')}/`));

    await admin(ctx.app, 'plan-revoke', { email: 'curto@example.com' });
    // Queued behind the reload the plan event started (reloads run in order).
    await ctx.app.extensions.customHosts.reloadOwner(link.user?.id ?? 0);
    expect(await listed()).toBe(`https://atalho.test/${link.code}`);
  });
});

describe('GET /api/v1/domains/tls-allowed (the TLS proxy’s ask)', () => {
  it('answers 200 only for a verified host whose owner has the plan', async () => {
    dns.clear();
    await businessOwner('tls@example.com');
    const ask = (domain: string) => ctx.app.inject({ url: `/api/v1/domains/tls-allowed?domain=${domain}` });
    await addDomain('tls@example.com');
    expect((await ask(HOST)).statusCode).toBe(404);
    dns.point(HOST, 'atalho.test', tokenOf((await admin(ctx.app, 'domains')).json()[0]));
    await admin(ctx.app, 'domain-verify', { host: HOST });
    const allowed = await ask(HOST);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ domain: HOST });
    expect((await ask('LINKS.LOJA.COM.BR')).statusCode).toBe(200);
    for (const domain of ['atalho.test', 'outro.com.br', '127.0.0.1', 'x'])
      expect((await ask(domain)).statusCode, domain).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/domains/tls-allowed' })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/domains (the owner’s)', () => {
  it('lists only the signed-in owner’s domains with the records to create; other plans get 403', async () => {
    dns.clear();
    const token = await businessOwner('lista@example.com');
    const other = await businessOwner('alheio@example.com');
    const added = await addDomain('lista@example.com');
    await admin(ctx.app, 'subdomain-add', { email: 'alheio@example.com', name: 'alheio' });
    const response = await ctx.app.inject({ url: '/api/v1/domains', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        host: HOST,
        kind: 'domain',
        status: 'pending',
        serving: false,
        records: [
          { type: 'CNAME', name: HOST, value: 'atalho.test' },
          { type: 'A', name: HOST, value: '203.0.113.7' },
          { type: 'TXT', name: `_atalho.${HOST}`, value: `atalho-verify=${tokenOf(added)}` },
        ],
      }),
    ]);
    const theirs = await ctx.app.inject({ url: '/api/v1/domains', headers: bearer(other) });
    expect(theirs.json()).toEqual([
      expect.objectContaining({
        host: 'alheio.links.atalho.test',
        status: 'verified',
        serving: true,
        records: [],
      }),
    ]);
    const free = await signIn(ctx.app, 'gratis@example.com');
    expect((await ctx.app.inject({ url: '/api/v1/domains', headers: bearer(free) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/v1/domains' })).statusCode).toBe(401);
  });
});
