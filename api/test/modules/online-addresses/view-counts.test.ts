import { OnlineAddress, OnlineAddressPage } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertClickBatch } from '../../../src/modules/clicks/queries';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan, plainClick } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

/** An owner with one link clicked three times, on the given plan. */
async function ownerWithClicks(email: string, plan?: 'BASIC' | 'PRO') {
  const token = await signIn(ctx.app, email);
  if (plan) await grantPlan(ctx.app, email, plan);
  const link = await createLink(ctx.app, 'example.com/contagem', token);
  await insertClickBatch(ctx.app.db, [plainClick(link.id), plainClick(link.id), plainClick(link.id)]);
  return { token, link };
}

async function get(token: string, url: string) {
  const response = await ctx.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Spec 001 §1/§6: view counts start at BASIC; below it the links API does not reveal them (decision 015). */
describe('clicks in the links API follow the viewCounts entitlement', () => {
  it('a FREE owner gets clicks: null in the list, one link and an edit, never the count', async () => {
    const { token, link } = await ownerWithClicks('gratis@example.com');
    const page = v.parse(OnlineAddressPage, await get(token, '/api/v1/online-addresses'));
    expect(page.content.map((item) => item.clicks)).toEqual([null]);
    const raw = await get(token, '/api/v1/online-addresses');
    expect(raw.content[0]).toHaveProperty('clicks', null);
    expect(JSON.stringify(raw)).not.toMatch(/"clicks":3/);

    const one = v.parse(OnlineAddress, await get(token, `/api/v1/online-addresses/${link.id}`));
    expect(one.clicks).toBeNull();

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/online-addresses/${link.id}`,
      headers: bearer(token),
      payload: { code: link.code, url: link.url, tags: 'loja' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toHaveProperty('clicks', null);
  });

  it.each(['BASIC', 'PRO'] as const)('a %s owner gets the exact count', async (plan) => {
    const { token, link } = await ownerWithClicks(`${plan.toLowerCase()}@example.com`, plan);
    const page = v.parse(OnlineAddressPage, await get(token, '/api/v1/online-addresses'));
    expect(page.content.map((item) => item.clicks)).toEqual([3]);
    const one = v.parse(OnlineAddress, await get(token, `/api/v1/online-addresses/${link.id}`));
    expect(one.clicks).toBe(3);
  });

  it('a new link answers 0 to an owner with view counts, null to a FREE owner and to an anonymous creator', async () => {
    const create = async (token?: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/online-addresses',
        headers: token ? bearer(token) : {},
        payload: { url: 'https://example.com/novo' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().clicks;
    };
    expect(await create()).toBeNull();
    expect(await create(await signIn(ctx.app, 'novo.gratis@example.com'))).toBeNull();
    const basic = await signIn(ctx.app, 'novo.basico@example.com');
    await grantPlan(ctx.app, 'novo.basico@example.com', 'BASIC');
    expect(await create(basic)).toBe(0);
  });

  it('documents the null in the OpenAPI schema of the answer', async () => {
    const document = (await ctx.app.inject({ url: '/api-doc/json' })).json();
    const ok = document.paths['/api/v1/online-addresses/{id}'].get.responses['200'];
    const clicks = ok.content['application/json'].schema.properties.clicks;
    expect(JSON.stringify(clicks)).toContain('"null"');
    expect(clicks.description).toMatch(/null.*BASIC/s);
  });
});
