import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { withConnectSource } from '../../../src/http/security-headers';
import { bearer, signIn, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { writeAndAwaitInvalidation } from '../../helpers/visitor-cache';
import { bioBody, createBio } from '../biographies/fixtures';
import { infoproductBody, saveInfoproduct, uploadEbook } from '../infoproducts/fixtures';
import { createSettledLink, grantPlan } from './fixtures';

/**
 * The owner's Google Analytics on visitor pages (issue 36 item 3, decision 039): a PRO owner's valid GA4 id is
 * embedded in the redirect screen's, bio's and lead page's data, and the page's policy lets it reach the collect
 * endpoint only for a visitor whose consent cookie accepts analytics; through Fastify and the hot path alike.
 */
const COLLECT = 'http://127.0.0.1:9';
const GA_ID = 'G-AB12CD34EF';

const ctx = useTestApp({
  config: {
    allowPrivateUrls: true,
    staticRoot: staticRootWithShell(),
    publicUrl: 'https://atalho.test',
    googleAnalyticsOrigin: COLLECT,
  },
});

const browser = {
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};
const crawler = { accept: 'text/html', 'user-agent': 'WhatsApp/2.23.20.0' };

/** The consent cookie as the shell writes it (encodeURIComponent of the JSON). */
function consent(choices: Record<string, boolean>): string {
  return `atalho_cid=abc; atalho_consent=${encodeURIComponent(JSON.stringify({ necessary: true, ...choices }))}`;
}
const ACCEPTED = consent({ analytics: true, advertising: true, research: true });
const REJECTED = consent({ analytics: false, advertising: false, research: false });

function embedded(html: string): Record<string, unknown> {
  const json = /<script id="atalho-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

function connectSources(policy: unknown): string[] {
  const directive = String(policy)
    .split('; ')
    .find((part) => part.startsWith('connect-src '));
  return directive?.split(' ').slice(1) ?? [];
}

async function page(path: string, cookie?: string, headers: Record<string, string> = browser) {
  const response = await ctx.app.inject({ url: path, headers: cookie ? { ...headers, cookie } : headers });
  expect(response.statusCode, path).toBe(200);
  return {
    policy: response.headers['content-security-policy'],
    vary: String(response.headers.vary),
    data: embedded(response.body),
  };
}

/** A signed-in owner on a plan (or none), with the analytics id saved while PRO. */
async function owner(email: string, plan: 'BASIC' | 'PRO' | 'BUSINESS' | null, id = GA_ID) {
  const token = await signIn(ctx.app, email);
  await grantPlan(ctx.app, email, 'PRO');
  const saved = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/configs',
    headers: bearer(token),
    payload: { googleAnalyticsId: id },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (plan !== 'PRO') {
    await ctx.app.inject({
      method: 'POST',
      url: '/_admin/plan-revoke',
      headers: { 'x-admin-token': ctx.app.adminToken },
      payload: { email },
    });
    if (plan) await grantPlan(ctx.app, email, plan);
  }
  return token;
}

describe('a PRO owner’s GA4 page view on the redirect screen', () => {
  it('names the id and the endpoint; the policy lists the endpoint only for a visitor who accepted analytics', async () => {
    const token = await owner('ga@example.com', 'PRO');
    const link = await createSettledLink(ctx.app, 'exemplo.com/oferta', token);
    const accepted = await page(`/${link.code}`, ACCEPTED);
    expect(accepted.data.analytics).toEqual({ id: GA_ID, endpoint: `${COLLECT}/g/collect` });
    expect(connectSources(accepted.policy)).toEqual(["'self'", COLLECT]);
    expect(accepted.vary).toBe('Accept-Encoding, Cookie');
    // The same kept page for the others (the script checks the consent too), with the site's policy.
    for (const cookie of [
      undefined,
      REJECTED,
      'atalho_consent=not-json',
      'other=1; atalho_consent_x=%7B%7D',
    ]) {
      const other = await page(`/${link.code}`, cookie);
      expect(other.data, String(cookie)).toEqual(accepted.data);
      expect(connectSources(other.policy), String(cookie)).toEqual(["'self'"]);
      expect(String(other.policy), String(cookie)).not.toContain(COLLECT);
    }
    // A saved choice without the analytics flag keeps the notice's default, on (as the shell reads it).
    expect(connectSources((await page(`/${link.code}`, 'atalho_consent=%7B%7D')).policy)).toContain(COLLECT);
    // Crawlers run no script: no analytics in their copy, whatever cookie they send.
    const forCrawler = await page(`/${link.code}`, ACCEPTED, crawler);
    expect(forCrawler.data.analytics).toBeUndefined();
    expect(String(forCrawler.policy)).not.toContain(COLLECT);
  });

  it('sends nothing for an owner below PRO, without an id, or with an id saved before ids were checked', async () => {
    const basic = await owner('basic@example.com', 'BASIC');
    const free = await owner('free@example.com', null);
    const none = await signIn(ctx.app, 'semid@example.com');
    await grantPlan(ctx.app, 'semid@example.com', 'PRO');
    const legacy = await owner('legacy@example.com', 'PRO');
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.execute(
        sql`update configs set google_analytics_id = 'UA-1234-1' where user_id = (select id from users where email = 'legacy@example.com')`,
      ),
    );
    for (const [who, token] of Object.entries({ basic, free, none, legacy })) {
      const link = await createSettledLink(ctx.app, `exemplo.com/${who}`, token);
      const visited = await page(`/${link.code}`, ACCEPTED);
      expect(visited.data.analytics, who).toBeUndefined();
      expect(String(visited.policy), who).not.toContain(COLLECT);
      expect(visited.vary, who).toBe('Accept-Encoding');
      const view = await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` });
      expect(view.json().user.config?.googleAnalyticsId, who).toBeUndefined();
    }
  });

  it('stops at once when the owner clears the id or the plan ends', async () => {
    const token = await owner('stop@example.com', 'PRO');
    const link = await createSettledLink(ctx.app, 'exemplo.com/stop', token);
    expect((await page(`/${link.code}`, ACCEPTED)).data.analytics).toBeDefined();
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/configs',
      headers: bearer(token),
      payload: { googleAnalyticsId: null },
    });
    const cleared = await page(`/${link.code}`, ACCEPTED);
    expect(cleared.data.analytics).toBeUndefined();
    expect(String(cleared.policy)).not.toContain(COLLECT);
  });
});

describe('the bio and lead pages', () => {
  it('report to the owner’s id with the page’s own policy widened only with consent', async () => {
    const token = await owner('bio@example.com', 'PRO');
    await createBio(
      ctx.app,
      token,
      bioBody('anaga', {
        biographyHasOnlineAddresses: [
          { type: 'YOUTUBE', title: 'Vídeo', onlineAddress: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
        ],
      }),
    );
    const ebook = await uploadEbook(ctx.app, token);
    await saveInfoproduct(ctx.app, token, infoproductBody('guia-ga', ebook));
    for (const path of ['/anaga', '/guia-ga']) {
      const accepted = await page(path, ACCEPTED);
      expect(accepted.data.analytics, path).toEqual({ id: GA_ID, endpoint: `${COLLECT}/g/collect` });
      expect(connectSources(accepted.policy), path).toEqual(["'self'", COLLECT]);
      const unanswered = await page(path);
      expect(String(unanswered.policy), path).not.toContain(COLLECT);
      expect(String(unanswered.policy).replace(/; /g, ';'), path).toBe(
        String(accepted.policy).replace(` ${COLLECT}`, '').replace(/; /g, ';'),
      );
    }
    // The bio's own widening (YouTube frames) is kept in both policies.
    expect(String((await page('/anaga', ACCEPTED)).policy)).toContain(
      'frame-src https://www.youtube-nocookie.com',
    );
    expect(String((await page('/anaga', REJECTED)).policy)).toContain(
      'frame-src https://www.youtube-nocookie.com',
    );
  });
});

describe('on the hot path of a listening server', () => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  it('answers each visitor with the policy their consent allows, from memory', async () => {
    const token = await owner('quente@example.com', 'PRO');
    const link = await createSettledLink(ctx.app, 'exemplo.com/quente', token);
    const ask = async (cookie?: string) => {
      const before = ctx.app.hotPath.hits;
      const response = await fetch(`${base}/${link.code}`, {
        headers: { ...browser, 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
      });
      await response.arrayBuffer();
      return {
        fromHotPath: ctx.app.hotPath.hits > before,
        policy: response.headers.get('content-security-policy'),
        visitKey: response.headers.get('set-cookie'),
      };
    };
    await ask(ACCEPTED);
    const accepted = await ask(ACCEPTED);
    expect(accepted.fromHotPath).toBe(true);
    expect(connectSources(accepted.policy)).toEqual(["'self'", COLLECT]);
    expect(accepted.visitKey).toBeTruthy();
    const unanswered = await ask();
    expect(unanswered.fromHotPath).toBe(true);
    expect(connectSources(unanswered.policy)).toEqual(["'self'"]);
    const rejected = await ask(REJECTED);
    expect(rejected.fromHotPath).toBe(true);
    expect(connectSources(rejected.policy)).toEqual(["'self'"]);
  });
});

describe('GA_COLLECT_ORIGIN and the policy', () => {
  it('defaults to Google’s collect origin and takes only an http(s) origin', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).googleAnalyticsOrigin).toBe('https://www.google-analytics.com');
    expect(
      loadConfig({ NODE_ENV: 'test', GA_COLLECT_ORIGIN: 'http://127.0.0.1:4100/' }).googleAnalyticsOrigin,
    ).toBe('http://127.0.0.1:4100');
    for (const bad of ['ftp://ga.example', 'https://ga.example/g/collect', 'não é url'])
      expect(() => loadConfig({ NODE_ENV: 'test', GA_COLLECT_ORIGIN: bad }), bad).toThrow(
        /GA_COLLECT_ORIGIN/,
      );
  });

  it('widens only connect-src', () => {
    expect(
      withConnectSource("default-src 'self'; connect-src 'self' https://cdn.x; img-src https:", COLLECT),
    ).toBe(`default-src 'self'; connect-src 'self' https://cdn.x ${COLLECT}; img-src https:`);
  });
});
