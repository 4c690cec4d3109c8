import { BiographyView } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadBiographyViews } from '../../../src/modules/biographies';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/visitor-cache';
import { bioBody, createBio, postBio, resend } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

async function bioWithItems() {
  const token = await signIn(ctx.app, 'ana@example.com');
  const bio = await createBio(
    ctx.app,
    token,
    bioBody('anadoces', {
      cover: { src: 'https://cdn.exemplo.com/capa.png', deleted: true },
      picture: { src: 'https://cdn.exemplo.com/foto.png' },
      biographyHasOnlineAddresses: [
        { type: 'SAMPLE_LINK', title: 'Primeiro', onlineAddress: { url: 'https://exemplo.com/1' } },
        { type: 'SAMPLE_LINK', title: 'Apagado', onlineAddress: { url: 'https://exemplo.com/2' } },
        { type: 'IMAGE', title: 'Foto', image: { src: 'https://cdn.exemplo.com/s.png' }, aspectRatio: '3:2' },
        { type: 'SAMPLE_LINK', title: 'Desativado', onlineAddress: { url: 'https://exemplo.com/3' } },
        { type: 'YOUTUBE', title: 'Vídeo', onlineAddress: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
      ],
      socialLinks: [
        { title: 'GitHub', onlineAddress: { url: 'https://github.com/ana' } },
        { title: 'X', onlineAddress: { url: 'https://x.com/ana' } },
      ],
    }),
  );
  const body = resend(bio) as { biographyHasOnlineAddresses: Record<string, unknown>[] };
  const [first, second, ...rest] = body.biographyHasOnlineAddresses;
  const saved = await postBio(ctx.app, token, {
    ...body,
    biographyHasOnlineAddresses: [first, { ...second, deleted: true }, ...rest],
  });
  expect(saved.statusCode).toBe(200);
  // The owner turns one section's link off from the links screen.
  const off = bio.biographyHasOnlineAddresses?.[3]?.onlineAddress;
  const put = await ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/online-addresses/${off?.id}`,
    headers: bearer(token),
    payload: { code: off?.code, url: off?.url, active: false },
  });
  expect(put.statusCode, put.body).toBe(200);
  return { token, bio };
}

describe('loadBiographyViews', () => {
  it('answers, per bio link id, the live sections and social links in order; other links are absent', async () => {
    const { bio } = await bioWithItems();
    const sectionLinkId = bio.biographyHasOnlineAddresses?.[0]?.onlineAddress?.id ?? 0;
    const views = await loadBiographyViews(ctx.app.db, [bio.onlineAddress.id, sectionLinkId, 2_000_000]);
    expect([...views.keys()]).toEqual([bio.onlineAddress.id]);
    const view = v.parse(BiographyView, views.get(bio.onlineAddress.id));
    expect(view).toMatchObject({
      id: bio.id,
      name: 'Ana Souza',
      cover: null,
      picture: 'https://cdn.exemplo.com/foto.png',
      layout: 1,
      placementSocialLinksOnTop: true,
    });
    expect(view.biographyHasOnlineAddresses).toEqual([
      {
        type: 'SAMPLE_LINK',
        title: 'Primeiro',
        description: null,
        icon: null,
        aspectRatio: null,
        image: null,
        onlineAddress: { id: sectionLinkId, code: expect.any(String), url: 'https://exemplo.com/1' },
      },
      expect.objectContaining({
        type: 'IMAGE',
        image: 'https://cdn.exemplo.com/s.png',
        aspectRatio: '3:2',
        onlineAddress: null,
      }),
      expect.objectContaining({
        type: 'YOUTUBE',
        onlineAddress: expect.objectContaining({ url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }),
      }),
    ]);
    expect(view.socialLinks.map((social) => [social.title, social.onlineAddress.url])).toEqual([
      ['GitHub', 'https://github.com/ana'],
      ['X', 'https://x.com/ana'],
    ]);
    expect(JSON.stringify(view)).not.toContain('ana@example.com');
    expect(await loadBiographyViews(ctx.app.db, [])).toEqual(new Map());
  });
});

describe('visitor cache: bio writes by plain SQL drop the cached /{username}', () => {
  it('a section, a social link, the bio row and an item’s own link, each written by SQL', async () => {
    const { bio } = await bioWithItems();
    const code = bio.onlineAddress.code;
    const cache = () =>
      eventually(async () => {
        await ctx.app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` });
        return ctx.app.visitorCache.get(code) !== undefined;
      });
    const gone = () => eventually(() => ctx.app.visitorCache.get(code) === undefined);
    const sql = (statement: string) => ctx.app.database.exec(statement);
    const sectionId = bio.biographyHasOnlineAddresses?.[0]?.id;
    const sectionLinkId = bio.biographyHasOnlineAddresses?.[0]?.onlineAddress?.id;

    await cache();
    await sql(`update biography_sections set title = 'Mudou' where id = ${sectionId}`);
    await gone();
    await cache();
    await sql(
      `update biography_social_links set position = 9 where biography_id = ${bio.id} and title = 'X'`,
    );
    await gone();
    await cache();
    await sql(`update biographies set name = 'Outra' where id = ${bio.id}`);
    await gone();
    await cache();
    await sql(`update online_addresses set url = 'https://exemplo.com/novo' where id = ${sectionLinkId}`);
    await gone();
    await cache();
    await sql(`delete from biography_sections where id = ${sectionId}`);
    await gone();
    await cache();
    await sql(
      `insert into biography_sections (biography_id, type, title, image) values (${bio.id}, 'IMAGE', 'Nova', '{"src":"https://cdn.exemplo.com/n.png","deleted":false}')`,
    );
    await gone();
    await cache();
    await sql('truncate biography_social_links');
    await eventually(() => ctx.app.visitorCache.size === 0);
  });
});
