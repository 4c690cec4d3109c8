import { Biography, BiographyPage, CodeAvailability } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';
import { bioBody, bioTables, createBio, postBio, resend, rows, upload } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

function request(token: string, method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe('POST /api/v1/biographies', () => {
  it('creates the bio with its BIO link (code = username), a link per section and social link, and answers it whole', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const bio = await createBio(ctx.app, token, bioBody('anadoces'));
    expect(bio).toMatchObject({
      name: 'Ana Souza',
      onlineAddress: {
        code: 'anadoces',
        url: `${ctx.app.config.publicUrl}/anadoces`,
        type: 'BIO',
        active: true,
      },
      layout: 1,
      font: 4,
    });
    const [section] = bio.biographyHasOnlineAddresses ?? [];
    expect(section).toMatchObject({
      type: 'SAMPLE_LINK',
      order: 0,
      deleted: false,
      title: 'Loja',
      // A FREE owner: no view counts (decision 015), so null rather than a zero.
      onlineAddress: { url: 'https://exemplo.com/loja', type: 'BIO', active: true, clicks: null },
    });
    expect(section?.onlineAddress?.code).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(bio.socialLinks).toEqual([
      expect.objectContaining({
        title: 'Instagram',
        order: 0,
        onlineAddress: expect.objectContaining({ url: 'https://www.instagram.com/anadoces', type: 'BIO' }),
      }),
    ]);
    const links = await rows(ctx.app, "select user_id, type from online_addresses where type = 'BIO'");
    expect(links).toHaveLength(3);
    expect(new Set(links.map((row) => row.user_id)).size).toBe(1);
  });

  it('replaces the bio by its id: fields, order reassigned to the index, deleted kept, new deleted dropped, missing marked deleted', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const bio = await createBio(
      ctx.app,
      token,
      bioBody('anadoces', {
        biographyHasOnlineAddresses: [
          { type: 'SAMPLE_LINK', title: 'A', order: 7, onlineAddress: { url: 'https://exemplo.com/a' } },
          { type: 'SAMPLE_LINK', title: 'B', order: 3, onlineAddress: { url: 'https://exemplo.com/b' } },
          { type: 'SAMPLE_LINK', title: 'C', order: 1, onlineAddress: { url: 'https://exemplo.com/c' } },
          {
            type: 'SAMPLE_LINK',
            title: 'Dropped',
            deleted: true,
            onlineAddress: { url: 'https://exemplo.com/x' },
          },
        ],
      }),
    );
    const sections = bio.biographyHasOnlineAddresses ?? [];
    expect(sections.map((s) => [s.title, s.order])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
    const [a, b, c] = sections;
    const body = resend(bio, { name: 'Ana S.' }) as {
      biographyHasOnlineAddresses: Record<string, unknown>[];
    };
    const [sa, sb] = body.biographyHasOnlineAddresses;
    const response = await postBio(ctx.app, token, {
      ...body,
      biographyHasOnlineAddresses: [
        { ...sb, onlineAddress: { url: 'https://exemplo.com/b2' } },
        { ...sa, deleted: true },
        { type: 'SAMPLE_LINK', title: 'Nova', onlineAddress: { url: 'https://exemplo.com/nova' } },
        {
          type: 'SAMPLE_LINK',
          title: 'Sem id',
          deleted: true,
          onlineAddress: { url: 'https://exemplo.com/y' },
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = v.parse(Biography, response.json());
    expect(saved.id).toBe(bio.id);
    expect(saved.name).toBe('Ana S.');
    const after = saved.biographyHasOnlineAddresses ?? [];
    expect(after.map((s) => [s.title, s.order, s.deleted])).toEqual([
      ['B', 0, false],
      ['A', 1, true],
      // C was left out of the body: marked deleted, keeping its place.
      ['C', 2, true],
      ['Nova', 2, false],
    ]);
    // B's destination changed on the same link (its clicks go on counting).
    expect(after[0]?.onlineAddress).toMatchObject({
      id: b?.onlineAddress?.id,
      url: 'https://exemplo.com/b2',
    });
    // Deleted sections' links are deactivated: their taps stop.
    expect(after[1]?.onlineAddress).toMatchObject({ id: a?.onlineAddress?.id, active: false });
    expect(after[2]?.onlineAddress).toMatchObject({ id: c?.onlineAddress?.id, active: false });
    expect(
      await rows(ctx.app, "select 1 from biography_sections where title in ('Dropped', 'Sem id')"),
    ).toEqual([]);
  });

  it('one bio per user: a second POST without id is 409 biography.alreadyExists', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    await createBio(ctx.app, token, bioBody('anadoces'));
    const second = await postBio(ctx.app, token, bioBody('outronome'));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ messages: ['biography.alreadyExists'] });
    expect(await rows(ctx.app, 'select 1 from biographies')).toHaveLength(1);
    expect(await rows(ctx.app, "select 1 from online_addresses where code = 'outronome'")).toEqual([]);
    // The unique index holds even for two requests at once.
    const other = await signIn(ctx.app, 'bia@example.com');
    const both = await Promise.all([
      postBio(ctx.app, other, bioBody('biaum')),
      postBio(ctx.app, other, bioBody('biadois')),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('username: 409 when another link holds it, reserved paths refused, renaming moves the code and url', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/online-addresses',
      payload: { url: 'https://exemplo.com' },
    });
    const takenCode = taken.json().code as string;
    const conflict = await postBio(ctx.app, token, bioBody(takenCode));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ messages: ['codeAlreadyInUse'] });
    for (const reserved of ['api', 'painel', 'files']) {
      const response = await postBio(ctx.app, token, bioBody(reserved));
      expect(response.statusCode, reserved).toBe(400);
      expect(response.json().messages, reserved).toContain('invalid');
    }
    for (const [code, key] of [
      ['com espaço', 'invalid'],
      ['x'.repeat(16), 'invalidSize'],
      ['', 'required'],
    ]) {
      const response = await postBio(ctx.app, token, bioBody(code as string));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().messages, code).toContain(key);
    }
    expect(await rows(ctx.app, 'select 1 from biographies')).toEqual([]);

    const bio = await createBio(ctx.app, token, bioBody('anadoces'));
    const check = async (code: string, linkId?: number) =>
      v.parse(
        CodeAvailability,
        (
          await request(
            token,
            'GET',
            `/api/v1/online-addresses/code-availability?code=${code}${linkId ? `&onlineAddressId=${linkId}` : ''}`,
          )
        ).json(),
      );
    expect((await check('anadoces', bio.onlineAddress.id)).available).toBe(true);
    expect((await check('anadoces')).available).toBe(false);
    expect((await check('novonome', bio.onlineAddress.id)).available).toBe(true);

    const renamed = await postBio(ctx.app, token, resend(bio, { onlineAddress: { code: 'novonome' } }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().onlineAddress).toMatchObject({
      id: bio.onlineAddress.id,
      code: 'novonome',
      url: `${ctx.app.config.publicUrl}/novonome`,
    });
    const patched = await request(token, 'PATCH', `/api/v1/biographies/${bio.id}`, {
      onlineAddress: { code: takenCode },
    });
    expect(patched.statusCode).toBe(409);
    // Saving under its own current name is no conflict.
    expect((await postBio(ctx.app, token, resend(renamed.json()))).statusCode).toBe(200);
  });

  it('stores text verbatim (escaping is the page renderer’s job)', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const xss = '<script>alert(1)</script>';
    const bio = await createBio(
      ctx.app,
      token,
      bioBody('anadoces', {
        name: '<b>"Ana"</b>',
        description: `${xss}&amp;`,
        biographyHasOnlineAddresses: [
          {
            type: 'SAMPLE_LINK',
            title: '<img src=x onerror=alert(1)>',
            description: xss,
            onlineAddress: { url: 'https://exemplo.com/?q=<x>' },
          },
        ],
      }),
    );
    expect(bio.name).toBe('<b>"Ana"</b>');
    expect(bio.description).toBe(`${xss}&amp;`);
    expect(bio.biographyHasOnlineAddresses?.[0]).toMatchObject({
      title: '<img src=x onerror=alert(1)>',
      description: xss,
    });
  });

  it('writes nothing when any part is bad: a bad section after good ones, a bad social link', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const good = { type: 'SAMPLE_LINK', title: 'Boa', onlineAddress: { url: 'https://exemplo.com/boa' } };
    const bad = {
      type: 'YOUTUBE',
      title: 'Vídeo',
      onlineAddress: { url: 'https://youtube.com/watch?v=curto' },
    };
    const before = await bioTables(ctx.app);
    const create = await postBio(
      ctx.app,
      token,
      bioBody('anadoces', { biographyHasOnlineAddresses: [good, good, bad] }),
    );
    expect(create.statusCode).toBe(400);
    expect(await bioTables(ctx.app)).toBe(before);

    const bio = await createBio(ctx.app, token, bioBody('anadoces'));
    const saved = await bioTables(ctx.app);
    const replace = await postBio(
      ctx.app,
      token,
      resend(bio, {
        name: 'Outro',
        onlineAddress: { code: 'outronome' },
        biographyHasOnlineAddresses: [good, good, bad],
      }),
    );
    expect(replace.statusCode).toBe(400);
    const badSocial = await postBio(
      ctx.app,
      token,
      resend(bio, {
        name: 'Outro',
        socialLinks: [{ title: 'GitHub', onlineAddress: { url: 'https://gitlab.com/ana' } }],
      }),
    );
    expect(badSocial.statusCode).toBe(400);
    expect(await bioTables(ctx.app)).toBe(saved);
  });
});

describe('owner scoping', () => {
  it("another user's bio, section, social link and upload ids answer 404 and change nothing", async () => {
    const ana = await signIn(ctx.app, 'ana@example.com');
    const bia = await signIn(ctx.app, 'bia@example.com');
    const anaBio = await createBio(ctx.app, ana, bioBody('anadoces'));
    const biaBio = await createBio(ctx.app, bia, bioBody('biabolos'));
    await grantPlan(ctx.app, 'ana@example.com', 'BUSINESS');
    const anaUpload = await upload(ctx.app, ana, 'png');
    const before = await bioTables(ctx.app);
    const biaSection = resend(biaBio).biographyHasOnlineAddresses as Record<string, unknown>[];
    const biaSocial = resend(biaBio).socialLinks as Record<string, unknown>[];

    const attempts = [
      postBio(ctx.app, ana, resend(biaBio)),
      postBio(ctx.app, ana, resend(anaBio, { biographyHasOnlineAddresses: biaSection })),
      postBio(ctx.app, ana, resend(anaBio, { socialLinks: biaSocial })),
      postBio(ctx.app, bia, resend(biaBio, { picture: { id: anaUpload.id, src: anaUpload.src } })),
      request(ana, 'PATCH', `/api/v1/biographies/${biaBio.id}`, { name: 'Roubado' }),
      request(ana, 'GET', `/api/v1/biographies/${biaBio.id}`),
      request(ana, 'GET', '/api/v1/biographies/999999'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    // A new bio that names another bio's section id is 404 too.
    const carla = await signIn(ctx.app, 'carla@example.com');
    expect(
      (await postBio(ctx.app, carla, bioBody('carla', { biographyHasOnlineAddresses: biaSection })))
        .statusCode,
    ).toBe(404);
    expect(await bioTables(ctx.app)).toBe(before);

    const list = v.parse(BiographyPage, (await request(ana, 'GET', '/api/v1/biographies')).json());
    expect(list.content.map((bio) => bio.id)).toEqual([anaBio.id]);
  });
});

describe('PATCH, GET and list', () => {
  it('PATCH changes only the fields sent; GET answers every embed; the list honours its embeds', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const bio = await createBio(
      ctx.app,
      token,
      bioBody('anadoces', { picture: { src: 'https://cdn.exemplo.com/foto.png' } }),
    );
    const patched = await request(token, 'PATCH', `/api/v1/biographies/${bio.id}`, {
      description: 'Bolos e doces',
      font: 9,
    });
    expect(patched.statusCode).toBe(200);
    expect(v.parse(Biography, patched.json())).toMatchObject({
      name: 'Ana Souza',
      description: 'Bolos e doces',
      font: 9,
      layout: bio.layout,
      // Absent fields with a default in the POST body are left alone by PATCH.
      placementSocialLinksOnTop: true,
      picture: { id: null, src: 'https://cdn.exemplo.com/foto.png', deleted: false },
      onlineAddress: { code: 'anadoces' },
      biographyHasOnlineAddresses: bio.biographyHasOnlineAddresses,
    });
    const invalid = await request(token, 'PATCH', `/api/v1/biographies/${bio.id}`, {
      font: 10,
      name: 'x'.repeat(21),
    });
    expect(invalid.statusCode).toBe(400);

    const got = v.parse(Biography, (await request(token, 'GET', `/api/v1/biographies/${bio.id}`)).json());
    expect(got.biographyHasOnlineAddresses).toHaveLength(1);
    expect(got.socialLinks).toHaveLength(1);

    const bare = v.parse(BiographyPage, (await request(token, 'GET', '/api/v1/biographies')).json());
    expect(bare).toMatchObject({ totalElements: 1, number: 0 });
    expect(bare.content[0]?.biographyHasOnlineAddresses).toBeUndefined();
    expect(bare.content[0]?.socialLinks).toBeUndefined();
    const full = v.parse(
      BiographyPage,
      (
        await request(
          token,
          'GET',
          '/api/v1/biographies?page=0&size=100&embedBiographyHasOnlineAddress=true&embedSocialLink=true&userAuth=true',
        )
      ).json(),
    );
    expect(full.content[0]).toMatchObject({
      id: bio.id,
      biographyHasOnlineAddresses: got.biographyHasOnlineAddresses,
      socialLinks: got.socialLinks,
    });
    expect((await request(token, 'GET', '/api/v1/biographies?embedSocialLink=talvez')).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/biographies' })).statusCode).toBe(401);
  });

  it('each section reports its link’s clicks (view counts start at BASIC)', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    await grantPlan(ctx.app, 'ana@example.com', 'BASIC');
    const bio = await createBio(ctx.app, token, bioBody('anadoces'));
    const linkId = bio.biographyHasOnlineAddresses?.[0]?.onlineAddress?.id;
    await ctx.app.database.exec(
      `update online_address_clicks set clicks = 42 where online_address_id = ${linkId}`,
    );
    const got = v.parse(Biography, (await request(token, 'GET', `/api/v1/biographies/${bio.id}`)).json());
    expect(got.biographyHasOnlineAddresses?.[0]?.onlineAddress?.clicks).toBe(42);
  });
});
