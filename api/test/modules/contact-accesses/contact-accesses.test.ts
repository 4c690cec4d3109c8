import { ContactAccessPage, ShootingLinkPage } from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { CLICKS_PER_VISITOR_HOUR } from '../../../src/modules/clicks/visitor-cap';
import { redisUp, redisUrl } from '../../helpers/redis';
import { bearer, buildTestApp, type TestApp, useTestApp } from '../../helpers/test-app';
import { contact, owner, runSendJob, saveShooting, send, sender } from '../sms-shootings/send-fixtures';

const ctx = useTestApp();

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36';

/** A sent DYNAMICS shooting with one short link, to two OPT_IN contacts. */
async function sentCampaign(email: string, app = ctx.app) {
  const me = await sender(app, email, 100);
  const ana = await contact(app, me.id, { status: 'OPT_IN' });
  const bia = await contact(app, me.id, { status: 'OPT_IN' });
  const id = await saveShooting(app, me.token, [ana.id, bia.id], {
    template: 'Veja https://exemplo.com.br/oferta',
    shortenUrls: true,
  });
  expect((await send(app, me.token, id)).statusCode).toBe(200);
  await runSendJob(app, id);
  const shooting = await app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
  const link = shooting.json().smsShootingHasOnlineAddresses[0].onlineAddress as { id: number; code: string };
  return { me, ana, bia, id, link, visitToken: app.visitTokens.issue(link.id) };
}

function access(body: Record<string, unknown>, userAgent = BROWSER, ip = '203.0.113.7', app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/contacts-access-address',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: body,
  });
}

async function accessesOf(shootingId: number, app = ctx.app) {
  return rowsOf<{ shooting_contact_id: number; address_group: string }>(
    await app.db.execute(sql`select * from contact_accesses where shooting_id = ${shootingId} order by id`),
  );
}

describe('POST /api/v1/contacts-access-address', () => {
  it('records a contact opening a campaign link with the page’s visit token, once per post', async () => {
    const { me, ana, bia, id, link, visitToken } = await sentCampaign('acessos@example.com');
    const response = await access({
      contact: { code: ana.code },
      onlineAddress: { code: link.code },
      visitToken,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await accessesOf(id)).toHaveLength(1);
    await access({ contact: { code: ana.code }, onlineAddress: { code: link.code }, visitToken });
    await access({ contact: { code: bia.code }, onlineAddress: { code: link.code }, visitToken });
    expect(await accessesOf(id)).toHaveLength(3);

    const list = await ctx.app.inject({
      url: `/api/v1/contacts-access-address?smsShootingId=${id}&page=0&size=10`,
      headers: bearer(me.token),
    });
    expect(list.statusCode).toBe(200);
    const page = v.parse(ContactAccessPage, list.json());
    expect(page.totalElements).toBe(3);
    expect(page.content[0]).toMatchObject({
      contact: { id: bia.id, number: bia.number, code: bia.code },
      onlineAddress: { id: link.id, code: link.code },
    });
    const links = await ctx.app.inject({
      url: `/api/v1/sms-shootings-has-online-addresses?smsShootingId=${id}`,
      headers: bearer(me.token),
    });
    expect(v.parse(ShootingLinkPage, links.json()).content[0]).toMatchObject({
      views: 3,
      contactUniqueViews: 2,
    });
  });

  it('lists the campaign links oldest first, or by orderBy (views, contactUniqueViews, url); an unknown field is 400', async () => {
    const me = await sender(ctx.app, 'ordem.links@example.com', 100);
    const ana = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const id = await saveShooting(ctx.app, me.token, [ana.id], {
      template: 'Veja https://exemplo.com.br/a e https://exemplo.com.br/b',
      shortenUrls: true,
    });
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    await runSendJob(ctx.app, id);
    const listed = async (orderBy?: string) => {
      const query = orderBy ? `&orderBy=${orderBy}` : '';
      const response = await ctx.app.inject({
        url: `/api/v1/sms-shootings-has-online-addresses?smsShootingId=${id}${query}`,
        headers: bearer(me.token),
      });
      return response.statusCode === 200
        ? v.parse(ShootingLinkPage, response.json()).content.map((link) => link.onlineAddress.url)
        : response.statusCode;
    };
    const [first, second] = (await listed()) as string[];
    expect([first, second].map((url) => url?.slice(-2))).toEqual(['/a', '/b']);
    const links = await ctx.app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
    const b = (
      links.json().smsShootingHasOnlineAddresses as {
        onlineAddress: { id: number; code: string; url: string };
      }[]
    )
      .map((item) => item.onlineAddress)
      .find((link) => link.url.endsWith('/b'));
    if (!b) throw new Error('no link to /b');
    const visitToken = ctx.app.visitTokens.issue(b.id);
    expect(
      (await access({ contact: { code: ana.code }, onlineAddress: { code: b.code }, visitToken })).statusCode,
    ).toBe(204);
    expect(await listed('views:DESC')).toEqual([second, first]);
    expect(await listed('contactUniqueViews:desc,url')).toEqual([second, first]);
    expect(await listed('url:DESC')).toEqual([second, first]);
    expect(await listed('dateCreate')).toEqual([first, second]);
    expect(await listed('password')).toBe(400);
  });

  it('records nothing without a valid visit token, for a crawler, or past the hourly cap', async () => {
    const { ana, bia, id, link, visitToken } = await sentCampaign('recusa.acesso@example.com');
    const body = { contact: { code: ana.code }, onlineAddress: { code: link.code } };
    expect((await access(body)).statusCode).toBe(204);
    expect((await access({ ...body, visitToken: 'forged.token' })).statusCode).toBe(204);
    // Another link's token is no token for this one.
    expect(
      (await access({ ...body, visitToken: ctx.app.visitTokens.issue(link.id + 1000) })).statusCode,
    ).toBe(204);
    expect(
      (await access({ ...body, visitToken }, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).statusCode,
    ).toBe(204);
    expect(await accessesOf(id)).toEqual([]);

    for (let i = 0; i < CLICKS_PER_VISITOR_HOUR + 3; i += 1) await access({ ...body, visitToken });
    expect(await accessesOf(id)).toHaveLength(CLICKS_PER_VISITOR_HOUR);
    // Another contact behind the same address still counts.
    await access({ contact: { code: bia.code }, onlineAddress: { code: link.code }, visitToken });
    expect(await accessesOf(id)).toHaveLength(CLICKS_PER_VISITOR_HOUR + 1);
  });

  it('answers 404 not.found for unknown codes, or a contact no shooting sent that link', async () => {
    const { me, ana, link, visitToken } = await sentCampaign('desconhecido@example.com');
    const stranger = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    for (const body of [
      { contact: { code: 'Nope000000' }, onlineAddress: { code: link.code }, visitToken },
      { contact: { code: ana.code }, onlineAddress: { code: 'nope123' }, visitToken },
      { contact: { code: stranger.code }, onlineAddress: { code: link.code }, visitToken },
    ]) {
      const response = await access(body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ messages: ['not.found'] });
    }
    const invalid = await access({ contact: {}, onlineAddress: { code: link.code } });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('GET /api/v1/contacts-access-address', () => {
  it('lists only the owner’s shootings: another owner gets 404, and a visitor 401', async () => {
    const { ana, id, link, visitToken } = await sentCampaign('dono@example.com');
    await access({ contact: { code: ana.code }, onlineAddress: { code: link.code }, visitToken });
    const other = await owner(ctx.app, 'outro@example.com', true);
    const theirs = await ctx.app.inject({
      url: `/api/v1/contacts-access-address?smsShootingId=${id}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ messages: ['not.found'] });
    const anonymous = await ctx.app.inject({ url: `/api/v1/contacts-access-address?smsShootingId=${id}` });
    expect(anonymous.statusCode).toBe(401);
    const missing = await ctx.app.inject({
      url: '/api/v1/contacts-access-address',
      headers: bearer(other.token),
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe.skipIf(!redisUp)('the hourly caps through Redis (REDIS_URL): two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const config = { redisUrl, visitTokenSecret: 'o mesmo segredo em toda instância' };
    first = await buildTestApp({ config });
    second = await buildTestApp({ testDatabase: first.testDatabase, config });
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it("a contact's accesses count against one cap across both instances", async () => {
    const { ana, id, link, visitToken } = await sentCampaign('acessos.redis@example.com', first.app);
    // Let the caps' connections come up (they answer from memory while connecting).
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Another address per run: the counters outlive a run in a shared Redis for the rest of the hour.
    const from = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.7`;
    const body = { contact: { code: ana.code }, onlineAddress: { code: link.code }, visitToken };
    for (let i = 0; i < CLICKS_PER_VISITOR_HOUR + 4; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      expect((await access(body, BROWSER, from, app)).statusCode).toBe(204);
    }
    expect(await accessesOf(id, first.app)).toHaveLength(CLICKS_PER_VISITOR_HOUR);
  });
});
