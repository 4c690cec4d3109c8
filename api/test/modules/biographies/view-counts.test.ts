import { Biography, BiographyPage } from '@atalho/sdk/schemas';
import { Infoproduct, InfoproductPage } from '@atalho/sdk/schemas/infoproducts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insertClickBatch } from '../../../src/modules/clicks/queries';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { infoproductBody, saveInfoproduct, uploadEbook } from '../infoproducts/fixtures';
import { grantPlan, plainClick } from '../online-addresses/fixtures';
import { bioBody, createBio } from './fixtures';

const ctx = useTestApp();

async function get(token: string, url: string) {
  const response = await ctx.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * An owner with a bio (its section's link clicked 3 times) and a lead page (its link clicked twice), on `plan`:
 * what the bio and info-product APIs answer of those clicks.
 */
async function answersOn(name: string, plan?: 'BASIC') {
  const email = `${name}@example.com`;
  const token = await signIn(ctx.app, email);
  if (plan) await grantPlan(ctx.app, email, plan);
  const bio = await createBio(ctx.app, token, bioBody(name));
  const section = bio.biographyHasOnlineAddresses?.[0]?.onlineAddress;
  if (!section) throw new Error('the bio has no section link');
  const page = await saveInfoproduct(
    ctx.app,
    token,
    infoproductBody(`${name}-guia`, await uploadEbook(ctx.app, token)),
  );
  await insertClickBatch(ctx.app.db, [
    ...Array.from({ length: 3 }, () => plainClick(section.id)),
    ...Array.from({ length: 2 }, () => plainClick(page.onlineAddress.id)),
  ]);

  const oneBio = v.parse(Biography, await get(token, `/api/v1/biographies/${bio.id}`));
  const bios = v.parse(
    BiographyPage,
    await get(token, '/api/v1/biographies?embedBiographyHasOnlineAddress=true&embedSocialLink=true'),
  );
  const pages = v.parse(InfoproductPage, await get(token, '/api/v1/infoproduts'));
  const resaved = v.parse(
    Infoproduct,
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/infoproduts',
        headers: bearer(token),
        payload: {
          ...infoproductBody(`${name}-guia`, page.resource as { id: number; src: string }),
          id: page.id,
        },
      })
    ).json(),
  );
  return {
    section: oneBio.biographyHasOnlineAddresses?.[0]?.onlineAddress?.clicks,
    social: oneBio.socialLinks?.[0]?.onlineAddress.clicks,
    listedSection: bios.content[0]?.biographyHasOnlineAddresses?.[0]?.onlineAddress?.clicks,
    listedPage: pages.content[0]?.onlineAddress.clicks,
    resavedPage: resaved.onlineAddress.clicks,
  };
}

/** Spec 002 §6: access counts start at BASIC, in every area that answers a link to its owner (decision 015). */
describe('clicks in the bio and info-product APIs follow the viewCounts entitlement', () => {
  it('a FREE owner gets clicks: null on every bio and lead-page link, never the count', async () => {
    expect(await answersOn('gratis')).toEqual({
      section: null,
      social: null,
      listedSection: null,
      listedPage: null,
      resavedPage: null,
    });
  });

  it('a BASIC owner gets the exact counts', async () => {
    expect(await answersOn('basico', 'BASIC')).toEqual({
      section: 3,
      social: 0,
      listedSection: 3,
      listedPage: 2,
      resavedPage: 2,
    });
  });
});
