import { describe, expect, it } from 'vitest';
import { signIn, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';
import { bioBody, createBio } from './fixtures';

/** `/{username}`: the bio's server-rendered page (decision 027), as a visitor's browser and a crawler get it. */
const ctx = useTestApp({
  config: { allowPrivateUrls: true, staticRoot: staticRootWithShell(), publicUrl: 'https://atalho.test' },
});

const browser = {
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};

function embedded(html: string): Record<string, unknown> {
  const json = /<script id="atalho-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

const XSS = '<img src=x onerror=alert(1)>';

async function publishedBio(email: string, username: string, overrides: Record<string, unknown> = {}) {
  const token = await signIn(ctx.app, email);
  return createBio(
    ctx.app,
    token,
    bioBody(username, {
      name: 'Ana <b>Doces</b>',
      description: `Bolos ${XSS}`,
      picture: { src: 'https://cdn.exemplo.com/foto.png' },
      biographyHasOnlineAddresses: [
        {
          type: 'SAMPLE_LINK',
          title: `Cardápio ${XSS}`,
          onlineAddress: { url: 'https://exemplo.com/cardapio' },
        },
        { type: 'YOUTUBE', title: 'Vídeo', onlineAddress: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
      ],
      socialLinks: [{ title: 'Instagram', onlineAddress: { url: 'https://www.instagram.com/anadoces' } }],
      ...overrides,
    }),
  );
}

describe('/{username}: the public bio page', () => {
  it('is the bio rendered on the server: escaped text, real links, its tags, the island and child tokens', async () => {
    const bio = await publishedBio('ana@example.com', 'anadoces');
    const page = await ctx.app.inject({ url: '/anadoces', headers: browser });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<div id="root"><div class="bio-page');
    expect(html).toContain('Ana &lt;b&gt;Doces&lt;/b&gt;</h1>');
    expect(html).not.toContain(XSS);
    expect(html).toContain('href="https://exemplo.com/cardapio"');
    expect(html).toContain('href="https://www.instagram.com/anadoces"');
    expect(html).toContain('<meta property="og:title" content="Ana &#60;b&#62;Doces&#60;/b&#62;">');
    expect(html).toContain('<meta property="og:image" content="https://cdn.exemplo.com/foto.png">');
    expect(html).toContain('<link rel="canonical" href="https://atalho.test/anadoces">');
    // No countdown, no refresh to a destination: the page is the destination.
    expect(html).not.toContain('http-equiv="refresh"');
    // Only the chosen font is loaded.
    expect(html.match(/@font-face/g)?.length ?? 0).toBeGreaterThan(0);
    expect(html.match(/rel="preload" href="\/fonts\/bio\//g)).toHaveLength(1);
    const data = embedded(html);
    expect(data.island).toEqual({ remote: 'mf_bio', exposed: 'BioIsland', hydrate: true });
    const sections = bio.biographyHasOnlineAddresses ?? [];
    const ids = [
      ...sections.map((s) => s.onlineAddress?.id),
      ...(bio.socialLinks ?? []).map((s) => s.onlineAddress.id),
    ];
    expect(
      Object.keys(data.tokens as object)
        .map(Number)
        .sort(),
    ).toEqual(ids.map(Number).sort());
    // The lookup gives the same bio to the redirect screen.
    const lookup = await ctx.app.inject({ url: '/api/v1/online-addresses/code/anadoces?view=true' });
    expect(lookup.json().biography.name).toBe('Ana <b>Doces</b>');
  });

  it('frames YouTube only on a page with a video, through Fastify and the hot path alike', async () => {
    await publishedBio('video@example.com', 'comvideo');
    await publishedBio('semvideo@example.com', 'semvideo', {
      biographyHasOnlineAddresses: [
        { type: 'SAMPLE_LINK', title: 'Loja', onlineAddress: { url: 'https://exemplo.com/loja' } },
      ],
    });
    for (let i = 0; i < 2; i += 1) {
      const withVideo = await ctx.app.inject({ url: '/comvideo', headers: browser });
      expect(withVideo.headers['content-security-policy']).toContain(
        'frame-src https://www.youtube-nocookie.com',
      );
      const without = await ctx.app.inject({ url: '/semvideo', headers: browser });
      expect(without.headers['content-security-policy']).not.toContain('frame-src');
    }
  });

  it('shows the "Crie sua página" promotion unless the owner is PRO or BUSINESS', async () => {
    await publishedBio('free@example.com', 'gratis');
    await publishedBio('pro@example.com', 'profissional');
    await grantPlan(ctx.app, 'pro@example.com', 'PRO');
    const free = await ctx.app.inject({ url: '/gratis', headers: browser });
    const pro = await ctx.app.inject({ url: '/profissional', headers: browser });
    expect(free.body).toContain('class="bio-promo"');
    expect(pro.body).not.toContain('class="bio-promo"');
  });

  it('a section link opened directly is a short link with the redirect screen', async () => {
    const bio = await publishedBio('direto@example.com', 'direto');
    const code = bio.biographyHasOnlineAddresses?.[0]?.onlineAddress?.code;
    const page = await ctx.app.inject({ url: `/${code}`, headers: browser });
    expect(page.statusCode).toBe(200);
    expect(embedded(page.body).island).toEqual({
      remote: 'mf_public',
      exposed: 'RedirectScreen',
      hydrate: false,
    });
  });
});
