import { BIO_LIMITS, Biography, bioSocialNetworks } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';
import { bioBody, bioTables, createBio, postBio, resend, upload } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

let token: string;
beforeEach(async () => {
  token = await signIn(ctx.app, 'ana@example.com');
});

const link = (url: string, extra: Record<string, unknown> = {}) => ({
  type: 'SAMPLE_LINK',
  title: 'Link',
  onlineAddress: { url },
  ...extra,
});

async function refused(body: Record<string, unknown>, status: number, key: string, label = key) {
  const before = await bioTables(ctx.app);
  const response = await postBio(ctx.app, token, body);
  expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
  expect(response.json().messages, label).toContain(key);
  expect(await bioTables(ctx.app), label).toBe(before);
}

async function sections(
  items: Record<string, unknown>[],
): Promise<NonNullable<Biography['biographyHasOnlineAddresses']>> {
  const bio = await createBio(ctx.app, token, bioBody('anadoces', { biographyHasOnlineAddresses: items }));
  return bio.biographyHasOnlineAddresses ?? [];
}

describe('bio rules (spec 001 §5) as 400 with their keys', () => {
  it('the bio’s own fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'required'],
      [{ name: 'x'.repeat(BIO_LIMITS.name + 1) }, 'invalidSize'],
      [{ description: '   ' }, 'required'],
      [{ description: 'x'.repeat(BIO_LIMITS.description + 1) }, 'invalidSize'],
      [{ headerColor: 'red' }, 'invalid'],
      [{ layout: 5 }, 'invalid'],
      [{ font: 10 }, 'invalid'],
      [{ shape: 4 }, 'invalid'],
      [{ shadow: 0 }, 'invalid'],
    ];
    for (const [overrides, key] of cases)
      await refused(bioBody('anadoces', overrides), 400, key, JSON.stringify(overrides));
  });

  it('section titles and descriptions by type', async () => {
    const image = { src: 'https://cdn.exemplo.com/foto.png' };
    const cases: [Record<string, unknown>, string][] = [
      [link('https://exemplo.com', { title: 'x'.repeat(51) }), 'invalidSize'],
      [link('https://exemplo.com', { description: 'x'.repeat(101) }), 'invalidSize'],
      [{ type: 'IMAGE', image, description: 'x'.repeat(141) }, 'invalidSize'],
      [{ type: 'INSTAGRAM', instagram: { handle: 'ana' }, description: 'x'.repeat(51) }, 'invalidSize'],
      [
        { type: 'WHATSAPP', whatsapp: { number: '5581999990000' }, description: 'x'.repeat(101) },
        'invalidSize',
      ],
      [{ type: 'SAMPLE_LINK', title: 'Sem destino' }, 'required'],
      [{ type: 'YOUTUBE', title: 'Sem vídeo' }, 'required'],
      [{ type: 'IMAGE' }, 'required'],
      [{ type: 'IMAGE', image: { src: '' } }, 'required'],
      [{ type: 'WHATSAPP', description: 'Fale comigo' }, 'required'],
      [{ type: 'WHATSAPP', whatsapp: { number: '5581999990000' } }, 'required'],
      [{ type: 'WHATSAPP', whatsapp: { number: '81 9999' }, description: 'x' }, 'invalid'],
      [{ type: 'WHATSAPP', whatsapp: { number: '1'.repeat(16) }, description: 'x' }, 'invalidSize'],
      [
        { type: 'WHATSAPP', whatsapp: { number: '5581', message: 'x'.repeat(101) }, description: 'x' },
        'invalidSize',
      ],
      [{ type: 'INSTAGRAM' }, 'required'],
      [{ type: 'INSTAGRAM', instagram: { handle: 'x'.repeat(31) } }, 'invalidSize'],
      [{ type: 'INSTAGRAM', instagram: { handle: 'ana/../x' } }, 'invalid'],
      [{ type: 'CAROUSEL' }, 'invalid'],
    ];
    for (const [section, key] of cases) {
      await refused(
        bioBody('anadoces', { biographyHasOnlineAddresses: [section] }),
        400,
        key,
        JSON.stringify(section),
      );
    }
    const ok = await sections([
      link('https://exemplo.com', { title: 'x'.repeat(50), description: 'x'.repeat(100) }),
      { type: 'IMAGE', image, description: 'x'.repeat(140), aspectRatio: '16:9' },
      { type: 'INSTAGRAM', instagram: { handle: 'ana' }, description: 'x'.repeat(50) },
    ]);
    expect(ok.map((section) => section.type)).toEqual(['SAMPLE_LINK', 'IMAGE', 'INSTAGRAM']);
    // An IMAGE without a destination has no link.
    expect(ok[1]).toMatchObject({
      onlineAddress: null,
      aspectRatio: '16:9',
      image: { src: image.src, deleted: false },
    });
  });

  it('YouTube: youtu.be and the long form become the embed address; an unreadable id is invalidUrl', async () => {
    const [short, long, shorts] = await sections([
      { type: 'YOUTUBE', onlineAddress: { url: 'https://youtu.be/dQw4w9WgXcQ?t=42' } },
      { type: 'YOUTUBE', onlineAddress: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x' } },
      { type: 'YOUTUBE', onlineAddress: { url: 'youtube.com/shorts/abcdefghijk' } },
    ]);
    expect(short?.onlineAddress?.url).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(long?.onlineAddress?.url).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(shorts?.onlineAddress?.url).toBe('https://www.youtube.com/embed/abcdefghijk');
  });

  it('YouTube addresses refused on a replace', async () => {
    const bio = await createBio(ctx.app, token, bioBody('anadoces'));
    for (const url of [
      'https://youtu.be/curto',
      'https://vimeo.com/123',
      'https://youtube.com/watch?v=',
      'javascript:youtu.be/dQw4w9WgXcQ',
    ]) {
      await refused(
        resend(bio, { biographyHasOnlineAddresses: [{ type: 'YOUTUBE', onlineAddress: { url } }] }),
        400,
        'invalidUrl',
        url,
      );
    }
  });

  it('WhatsApp and Instagram addresses are built by the server and read back', async () => {
    const [whatsapp, instagram] = await sections([
      {
        type: 'WHATSAPP',
        description: 'Encomendas',
        whatsapp: { number: '5581999990000', message: 'Olá, quero um bolo & doces' },
      },
      { type: 'INSTAGRAM', instagram: { handle: '@ana.doces' } },
    ]);
    expect(whatsapp?.onlineAddress?.url).toBe(
      'https://api.whatsapp.com/send/?phone=5581999990000&text=Ol%C3%A1%2C%20quero%20um%20bolo%20%26%20doces',
    );
    expect(whatsapp?.whatsapp).toEqual({ number: '5581999990000', message: 'Olá, quero um bolo & doces' });
    expect(instagram?.onlineAddress?.url).toBe('https://www.instagram.com/ana.doces/profilecard');
    expect(instagram?.instagram).toEqual({ handle: 'ana.doces' });
  });

  it('social links: under their network’s address and not that address alone; one per network; at most 14', async () => {
    const social = (title: string, url: string) => ({ title, onlineAddress: { url } });
    const cases: [Record<string, unknown>[], string][] = [
      [[social('Instagram', 'https://www.instagram.com/')], 'invalidUrl'],
      [[social('Instagram', 'https://www.instagram.com')], 'invalidUrl'],
      [[social('GitHub', 'https://gitlab.com/ana')], 'invalidUrl'],
      [[social('TikTok', 'https://www.tiktok.com/ana')], 'invalidUrl'],
      [[social('Instagram', 'http://www.instagram.com/ana')], 'invalidUrl'],
      [[social('Orkut', 'https://orkut.com/ana')], 'invalid'],
      [
        [
          social('Instagram', 'https://www.instagram.com/ana'),
          social('Instagram', 'https://www.instagram.com/bia'),
        ],
        'invalid',
      ],
      [[social('X', `https://x.com/${'a'.repeat(100)}`)], 'invalidSize'],
    ];
    for (const [socialLinks, key] of cases) {
      await refused(bioBody('anadoces', { socialLinks }), 400, key, JSON.stringify(socialLinks));
    }
    const all = Object.entries(bioSocialNetworks).map(([title, base]) => social(title, `${base}ana`));
    expect(all).toHaveLength(BIO_LIMITS.socialLinks);
    await refused(
      bioBody('anadoces', { socialLinks: [...all, social('X', 'https://x.com/bia')] }),
      400,
      'invalidSize',
    );
    // A deleted duplicate is no duplicate; a new one sent deleted is dropped.
    const bio = await createBio(
      ctx.app,
      token,
      bioBody('anadoces', { socialLinks: [...all, { ...social('X', 'https://x.com/bia'), deleted: true }] }),
    );
    expect(bio.socialLinks?.map((s) => s.title)).toEqual(Object.keys(bioSocialNetworks));
    expect(bio.socialLinks?.map((s) => s.order)).toEqual(Object.keys(bioSocialNetworks).map((_, i) => i));
  });

  it(`at most ${BIO_LIMITS.sections} live sections (deleted ones do not count)`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => link(`https://exemplo.com/${i}`));
    await refused(
      bioBody('anadoces', { biographyHasOnlineAddresses: many(BIO_LIMITS.sections + 1) }),
      400,
      'invalidSize',
    );
    const bio = await createBio(
      ctx.app,
      token,
      bioBody('anadoces', { biographyHasOnlineAddresses: many(BIO_LIMITS.sections) }),
    );
    const body = resend(bio) as { biographyHasOnlineAddresses: Record<string, unknown>[] };
    const replaced = await postBio(ctx.app, token, {
      ...body,
      biographyHasOnlineAddresses: [
        { ...body.biographyHasOnlineAddresses[0], deleted: true },
        ...body.biographyHasOnlineAddresses.slice(1),
        link('https://exemplo.com/nova'),
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
  });

  it('javascript:, data: and other schemes are refused in every URL field', async () => {
    await grantPlan(ctx.app, 'ana@example.com', 'BUSINESS');
    const hostile = [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://exemplo.com/x',
    ];
    for (const url of hostile) {
      const bodies: Record<string, unknown>[] = [
        bioBody('anadoces', { biographyHasOnlineAddresses: [link(url)] }),
        bioBody('anadoces', {
          biographyHasOnlineAddresses: [
            { type: 'IMAGE', image: { src: 'https://cdn.exemplo.com/a.png' }, onlineAddress: { url } },
          ],
        }),
        bioBody('anadoces', { biographyHasOnlineAddresses: [{ type: 'IMAGE', image: { src: url } }] }),
        bioBody('anadoces', { biographyHasOnlineAddresses: [{ type: 'YOUTUBE', onlineAddress: { url } }] }),
        bioBody('anadoces', { socialLinks: [{ title: 'Instagram', onlineAddress: { url } }] }),
        bioBody('anadoces', { cover: { src: url } }),
        bioBody('anadoces', { picture: { src: url } }),
      ];
      for (const body of bodies) {
        const before = await bioTables(ctx.app);
        const response = await postBio(ctx.app, token, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(
          response.json().messages.some((key: string) => key === 'invalidUrl' || key === 'url.rejected'),
        ).toBe(true);
        expect(await bioTables(ctx.app)).toBe(before);
      }
    }
    // PATCH checks its images too.
    const bio = await createBio(ctx.app, token, bioBody('anadoces'));
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/biographies/${bio.id}`,
      headers: bearer(token),
      payload: { cover: { src: 'javascript:alert(1)' } },
    });
    expect(patched.statusCode).toBe(400);
  });

  it('images: cover and picture png/jpeg uploads of the user; section images any image; src must be the upload’s; empty is none', async () => {
    await grantPlan(ctx.app, 'ana@example.com', 'BUSINESS');
    const [png, jpeg, webp] = await Promise.all([
      upload(ctx.app, token, 'png'),
      upload(ctx.app, token, 'jpeg'),
      upload(ctx.app, token, 'webp'),
    ]);
    await refused(
      bioBody('anadoces', { cover: { id: webp.id, src: webp.src } }),
      400,
      'invalid',
      'webp cover',
    );
    await refused(
      bioBody('anadoces', { picture: { id: webp.id, src: webp.src } }),
      400,
      'invalid',
      'webp picture',
    );
    await refused(
      bioBody('anadoces', { cover: { id: png.id, src: jpeg.src } }),
      400,
      'invalid',
      'another upload’s src',
    );
    await refused(
      bioBody('anadoces', { cover: { id: 2_000_000, src: png.src } }),
      404,
      'not.found',
      'unknown upload',
    );
    const bio = await createBio(
      ctx.app,
      token,
      bioBody('anadoces', {
        cover: { id: png.id, src: png.src },
        picture: { id: jpeg.id, src: jpeg.src },
        biographyHasOnlineAddresses: [
          { type: 'IMAGE', image: { id: webp.id, src: webp.src }, aspectRatio: '1:1' },
        ],
      }),
    );
    expect(bio.cover).toEqual({ id: png.id, src: png.src, deleted: false });
    expect(bio.picture).toEqual({ id: jpeg.id, src: jpeg.src, deleted: false });
    expect(bio.biographyHasOnlineAddresses?.[0]?.image).toEqual({
      id: webp.id,
      src: webp.src,
      deleted: false,
    });
    const cleared = v.parse(
      Biography,
      (
        await postBio(ctx.app, token, resend(bio, { cover: { src: '' }, picture: { id: null, src: '  ' } }))
      ).json(),
    );
    expect(cleared).toMatchObject({ cover: null, picture: null });
    // A deleted upload can no longer be chosen.
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/files/${png.id}`, headers: bearer(token) });
    await refused(resend(bio, { cover: { id: png.id, src: png.src } }), 404, 'not.found', 'deleted upload');
  });
});
