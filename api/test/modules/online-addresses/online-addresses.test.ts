import { OnlineAddress, OnlineAddressPage, OnlineAddressView } from '@atalho/sdk/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { onlineAddresses } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { writeAndAwaitInvalidation } from '../../helpers/visitor-cache';
import { createLink, grantPlan } from './fixtures';

// Name resolution is skipped so these tests never wait on DNS; the rejection rules have their own file.

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

describe('POST /api/v1/online-addresses', () => {
  it('shortens anonymously: no owner, STANDARD whatever was asked, a 7-character base62 code', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      payload: { url: 'exemplo.com.br/caminho?x=1', type: 'API' },
    });
    expect(response.statusCode).toBe(201);
    const link = v.parse(OnlineAddress, response.json());
    expect(link).toMatchObject({
      url: 'https://exemplo.com.br/caminho?x=1',
      type: 'STANDARD',
      user: null,
      openGraph: null,
      active: true,
    });
    expect(link.code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(Date.parse(link.dateCreate)).not.toBeNaN();
  });

  it('never lets a signed-in client choose the type: a FREE user asking for API gets STANDARD', async () => {
    const token = await signIn(ctx.app, 'livre@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      headers: bearer(token),
      payload: { url: 'exemplo.com', type: 'API' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'STANDARD', user: { id: expect.any(Number) } });
  });

  it('owns the link when signed in and keeps an explicit http scheme', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const link = await createLink(ctx.app, 'http://loja.exemplo.com', token);
    expect(link.user).toEqual({ id: expect.any(Number) });
    expect(link.url).toBe('http://loja.exemplo.com');
  });

  it('answers invalidUrl for something that is not a domain with a 1–6 letter suffix', async () => {
    for (const url of ['foo', 'exemplo.abcdefg', 'https://', '']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/online-addresses',
        payload: { url },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().messages[0], url).toMatch(/invalidUrl|required/);
    }
  });

  it('hands out distinct codes', async () => {
    const token = await signIn(ctx.app, 'bia@example.com');
    const codes = new Set<string>();
    for (let i = 0; i < 30; i += 1) codes.add((await createLink(ctx.app, `exemplo.com/${i}`, token)).code);
    expect(codes.size).toBe(30);
  });

  it('rate-limits anonymous shortening per address (429 rate.limited), not signed-in users', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/online-addresses',
        remoteAddress: '203.0.113.9',
        payload: { url: `exemplo.com/${i}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toEqual({ messages: ['rate.limited'] });
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      remoteAddress: '203.0.113.10',
      payload: { url: 'exemplo.com' },
    });
    expect(other.statusCode).toBe(201);
    const token = await signIn(ctx.app, 'carla@example.com');
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      remoteAddress: '203.0.113.9',
      headers: bearer(token),
      payload: { url: 'exemplo.com' },
    });
    expect(signed.statusCode).toBe(201);
  });
});

describe('GET /api/v1/online-addresses/code/{code}?view=true', () => {
  it("gives visitors the link with the owner's features and public config, never identity or plans", async () => {
    const token = await signIn(ctx.app, 'dona.secreta@example.com', 'Nome Secreto');
    const link = await createLink(ctx.app, 'exemplo.com/produto', token);
    const response = await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('dona.secreta');
    expect(response.body).not.toContain('Nome Secreto');
    const view = v.parse(OnlineAddressView, response.json());
    expect(view).toEqual({
      id: link.id,
      code: link.code,
      url: 'https://exemplo.com/produto',
      type: 'STANDARD',
      openGraph: null,
      biography: null,
      infoproduct: null,
      user: { features: [], config: null },
    });
    expect(Object.keys(response.json().user)).toEqual(['features', 'config']);
    expect(response.body).not.toMatch(/subscriptionPlan|FREE/);
  });

  it("carries the owner's features, and a plan change shows in it", async () => {
    const token = await signIn(ctx.app, 'basica@example.com');
    const link = await createLink(ctx.app, 'exemplo.com', token);
    const features = async () =>
      (await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` })).json().user
        .features;
    expect(await features()).toEqual([]);
    await grantPlan(ctx.app, 'basica@example.com', 'BASIC');
    expect(await features()).toEqual([
      'adFree',
      'shortRedirectWait',
      'editLink',
      'viewCounts',
      'brandedQrCode',
    ]);
  });

  it('has user null for an anonymous link', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const view = (
      await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` })
    ).json();
    expect(view.user).toBeNull();
  });

  it('answers 404 not.found for unknown and inactive codes', async () => {
    const unknown = await ctx.app.inject({ url: '/api/v1/online-addresses/code/nadaaqui?view=true' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ messages: ['not.found'] });

    const link = await createLink(ctx.app, 'exemplo.com');
    expect(
      (await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` })).statusCode,
    ).toBe(200);
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.update(onlineAddresses).set({ active: false }).where(eq(onlineAddresses.id, link.id)),
    );
    expect(
      (await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` })).statusCode,
    ).toBe(404);
  });
});

describe("the owner's reads", () => {
  it('GET /{id} for the owner; another user gets 404', async () => {
    const ownerToken = await signIn(ctx.app, 'fabio@example.com');
    const otherToken = await signIn(ctx.app, 'gil@example.com');
    const link = await createLink(ctx.app, 'exemplo.com/meu', ownerToken);
    const mine = await ctx.app.inject({
      url: `/api/v1/online-addresses/${link.id}`,
      headers: bearer(ownerToken),
    });
    expect(mine.statusCode).toBe(200);
    expect(v.parse(OnlineAddress, mine.json()).code).toBe(link.code);
    const theirs = await ctx.app.inject({
      url: `/api/v1/online-addresses/${link.id}`,
      headers: bearer(otherToken),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/online-addresses/${link.id}` })).statusCode).toBe(401);
  });

  it('lists my links paged, newest first, filtered by text', async () => {
    const token = await signIn(ctx.app, 'hugo@example.com');
    const other = await signIn(ctx.app, 'iara@example.com');
    await createLink(ctx.app, 'outra.com', other);
    for (const path of ['a', 'b', 'c']) await createLink(ctx.app, `loja.com/${path}`, token);
    await createLink(ctx.app, 'blog.com/post', token);
    const page = v.parse(
      OnlineAddressPage,
      (
        await ctx.app.inject({ url: '/api/v1/online-addresses?page=0&size=2', headers: bearer(token) })
      ).json(),
    );
    expect(page).toMatchObject({
      totalElements: 4,
      totalPages: 2,
      number: 0,
      size: 2,
      first: true,
      last: false,
    });
    expect(page.content[0]?.url).toBe('https://blog.com/post');
    const filtered = (
      await ctx.app.inject({
        url: '/api/v1/online-addresses?text=loja&orderBy=id:ASC',
        headers: bearer(token),
      })
    ).json();
    expect(filtered.content.map((l: { url: string }) => l.url)).toEqual([
      'https://loja.com/a',
      'https://loja.com/b',
      'https://loja.com/c',
    ]);
    const bad = await ctx.app.inject({
      url: '/api/v1/online-addresses?orderBy=password:DESC',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
