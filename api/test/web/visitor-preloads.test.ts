import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createVisitorPreloads,
  DESTINATION_SLOT,
  manifestFiles,
  redirectPictures,
} from '../../src/web/visitor-preloads';
import { staticRootWithShell, useTestApp } from '../helpers/test-app';
import { createLink } from '../modules/online-addresses/fixtures';

/** The parts of a federation manifest the preloads read, shaped as mf-public's build writes them. */
function manifest(version: string, publicPath = 'auto'): string {
  return JSON.stringify({
    id: 'mf_public',
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [
      {
        path: './Routes',
        assets: { js: { sync: ['static/js/async/routes.js'], async: [] }, css: { sync: [], async: [] } },
      },
      {
        path: './RedirectScreen',
        assets: {
          js: { sync: [`static/js/async/6.${version}.js`, 'static/js/async/expose.js'], async: ['x.js'] },
          css: { sync: [`static/css/async/screen.${version}.css`], async: ['y.css'] },
        },
      },
    ],
  });
}

const staticRoot = staticRootWithShell();
writeFileSync(
  join(staticRoot, 'shell', 'dist', 'index.html'),
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Atalho</title>' +
    '<script defer src="/static/js/c.11aa.js"></script><script defer src="/static/js/index.22bb.js"></script>' +
    '</head><body><div id="root"></div></body></html>',
);
mkdirSync(join(staticRoot, 'mf-public', 'dist'), { recursive: true });
writeFileSync(join(staticRoot, 'mf-public', 'dist', 'mf-manifest.json'), manifest('a1'));
/** Shaped as mf-public's build writes it (mf-public/src/first-paint/render.tsx). */
const picture = (mode: string) =>
  `<div id="atalho-first-paint" aria-hidden="true" inert><main class="atl-redirect atl-${mode}">` +
  `<a class="atl-target" href="${DESTINATION_SLOT}">${DESTINATION_SLOT}</a></main></div>`;
writeFileSync(
  join(staticRoot, 'mf-public', 'dist', 'first-paint.json'),
  JSON.stringify({
    '/': { head: '<style></style>', body: '<div id="atalho-first-paint"></div>' },
    'redirect:free': { head: '', body: picture('free') },
    'redirect:paid': { head: '', body: picture('paid') },
  }),
);

/** Shaped as the shell's build writes it (shell/src/visitor/notice-picture.ts). */
writeFileSync(
  join(staticRoot, 'shell', 'dist', 'first-paint.json'),
  JSON.stringify({
    'cookie-notice': {
      css: '.atalho-card{background:#fff}',
      body: '<div id="atalho-notice-picture" aria-hidden="true" inert><section>Usamos cookies</section></div>',
    },
  }),
);

const ctx = useTestApp({ config: { staticRoot, publicUrl: 'https://atalho.test' } });
const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' };
const crawler = { accept: 'text/html', 'user-agent': 'facebookexternalhit/1.1' };

const BUILT_PRELOADS = [
  '</remotes.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
  '</mf/mf-public/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
  '</mf/mf-public/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
  '</mf/mf-public/static/js/async/6.a1.js>; rel=preload; as=script; fetchpriority=low',
  '</mf/mf-public/static/js/async/expose.js>; rel=preload; as=script; fetchpriority=low',
].join(', ');
const SCREEN_CSS = '/mf/mf-public/static/css/async/screen.a1.css';

describe('manifestFiles', () => {
  it('resolves the remote entry and the screen’s first files against the manifest’s folder', () => {
    expect(manifestFiles('/deploy/mf-public/v2/mf-manifest.json', manifest('b2'))).toEqual({
      remoteEntry: '/deploy/mf-public/v2/remoteEntry.js',
      scripts: [
        '/deploy/mf-public/v2/static/js/async/6.b2.js',
        '/deploy/mf-public/v2/static/js/async/expose.js',
      ],
      styles: ['/deploy/mf-public/v2/static/css/async/screen.b2.css'],
    });
  });

  it('uses a public path the build set, and gives up on anything that is not a manifest with the screen', () => {
    expect(
      manifestFiles('/mf/mf-public/mf-manifest.json', manifest('c3', 'https://cdn.example.com/p')),
    ).toEqual({
      remoteEntry: 'https://cdn.example.com/p/remoteEntry.js',
      scripts: [
        'https://cdn.example.com/p/static/js/async/6.c3.js',
        'https://cdn.example.com/p/static/js/async/expose.js',
      ],
      styles: ['https://cdn.example.com/p/static/css/async/screen.c3.css'],
    });
    expect(manifestFiles('/m.json', '{not json')).toBeUndefined();
    expect(
      manifestFiles('/m.json', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } })),
    ).toBeUndefined();
    expect(manifestFiles('/m.json', '[]')).toBeUndefined();
  });
});

describe('redirectPictures', () => {
  const paints = JSON.stringify({ 'redirect:free': { head: '', body: `<p>${DESTINATION_SLOT}</p>` } });

  it('cuts each screen around the destination and links the screen’s stylesheets', () => {
    const pictures = redirectPictures(paints, ['/s/a.css']);
    expect(pictures.free?.body).toEqual(['<p>', '</p>']);
    expect(pictures.free?.head).toContain('<link rel="stylesheet" href="/s/a.css">');
    expect(pictures.free?.head).toContain('#atalho-first-paint~#root{display:none}');
    expect(pictures.free?.head).toContain(
      '<noscript><style>#atalho-first-paint{display:none}</style></noscript>',
    );
    expect(pictures.paid).toBeUndefined();
  });

  it('has none without a stylesheet it can link, a picture with the slot, or a readable file', () => {
    expect(redirectPictures(paints, [])).toEqual({});
    expect(redirectPictures(paints, ['/s/"a>.css'])).toEqual({});
    expect(redirectPictures('{not json', ['/s/a.css'])).toEqual({});
    expect(redirectPictures(JSON.stringify({ 'redirect:free': { body: '<p></p>' } }), ['/s/a.css'])).toEqual(
      {},
    );
  });
});

describe('/{code} draws the redirect screen before any script runs', () => {
  it('puts the free plan’s screen with the escaped destination before the app’s root, linked to its CSS', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/a?b=1&c="2"');
    const page = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(page.statusCode).toBe(200);
    const body = page.body;
    const escaped = 'https://exemplo.com/a?b=1&#38;c=&#34;2&#34;';
    expect(body).toContain(
      `<main class="atl-redirect atl-free"><a class="atl-target" href="${escaped}">${escaped}</a></main></div>`,
    );
    expect(body).not.toContain(DESTINATION_SLOT);
    expect(body.indexOf('id="atalho-first-paint"')).toBeLessThan(body.indexOf('<div id="root">'));
    // The cookie notice's picture beside it, styled (and hidden from those who chose) by the consent sheet.
    expect(body.indexOf('id="atalho-first-paint"')).toBeLessThan(body.indexOf('id="atalho-notice-picture"'));
    expect(body.indexOf('id="atalho-notice-picture"')).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body).toContain('<link rel="stylesheet" href="/visitor-consent.css">');
    expect(body.indexOf(`<link rel="stylesheet" href="${SCREEN_CSS}">`)).toBeLessThan(
      body.indexOf('</head>'),
    );
    // Without JavaScript the picture is hidden and the no-JavaScript path shows, as before.
    expect(body).toMatch(/<noscript><p [^>]*>Você será redirecionado para <a href="https:\/\/exemplo\.com/);
  });

  it('draws nothing for crawlers, who run no script', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/crawled');
    const page = await ctx.app.inject({ url: `/${link.code}`, headers: crawler });
    expect(page.body).toContain('og:title');
    expect(page.body).not.toContain('atalho-first-paint');
    expect(page.body).not.toContain('atalho-notice-picture');
    expect(page.body).not.toContain('rel="stylesheet"');
  });

  it('styles the notice’s picture, and hides it from a visitor who chose or the promotion from one who did not', async () => {
    const choosing = await ctx.app.inject({ url: '/visitor-consent.css', headers: browser });
    expect(choosing.statusCode).toBe(200);
    expect(choosing.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(choosing.headers['cache-control']).toBe('no-store');
    expect(choosing.headers.vary).toBe('Cookie');
    expect(choosing.body).toBe('.atalho-card{background:#fff}#atalho-first-paint .atl-promo{display:none}');
    const chose = await ctx.app.inject({
      url: '/visitor-consent.css',
      headers: { ...browser, cookie: 'other=1; atalho_consent=%7B%22necessary%22%3Atrue%7D' },
    });
    expect(chose.body).toBe('.atalho-card{background:#fff}#atalho-notice-picture{display:none}');
    // A malformed cookie header is a visitor who has not chosen, not an error.
    const odd = await ctx.app.inject({ url: '/visitor-consent.css', headers: { cookie: '%E0%A4%A; =;;' } });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('.atl-promo{display:none}');
  });
});

describe('/{code} preloads the redirect screen', () => {
  it('sends a visitor the chain the shell would find one round trip at a time, after the shell’s entry', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/destino');
    const missed = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(missed.statusCode).toBe(200);
    // The screen's stylesheet first (the first paint waits for it), then the shell's entry, then the rest.
    expect(missed.headers.link).toBe(
      `<${SCREEN_CSS}>; rel=preload; as=style, ` +
        '</static/js/c.11aa.js>; rel=preload; as=script, </static/js/index.22bb.js>; rel=preload; as=script, ' +
        BUILT_PRELOADS,
    );
    // A header, not tags: the kept page's bytes do not grow (decision 021).
    expect(missed.body).not.toContain('rel="preload"');
    // Kept with the link: the next visitor gets the same answer (decision 010), in every coding.
    const cached = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(cached.headers.link).toBe(missed.headers.link);
    expect(cached.body).toBe(missed.body);
    const gzip = await ctx.app.inject({
      url: `/${link.code}`,
      headers: { ...browser, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.link).toBe(missed.headers.link);
    const forCrawler = await ctx.app.inject({ url: `/${link.code}`, headers: crawler });
    expect(forCrawler.body).toContain('og:title');
    expect(forCrawler.headers.link).toBeUndefined();
  });

  it('follows /remotes.json: a remote deployed alone is preloaded from its new address', async () => {
    let clock = 0;
    const preloads = createVisitorPreloads(ctx.app, () => clock);
    expect(await preloads.refresh()).toBe(BUILT_PRELOADS);
    const { dataDir } = ctx.app.config;
    const overrides = join(dataDir, 'remotes.json');
    mkdirSync(join(dataDir, 'deploy', 'mf-public', 'v2'), { recursive: true });
    writeFileSync(join(dataDir, 'deploy', 'mf-public', 'v2', 'mf-manifest.json'), manifest('d4'));
    writeFileSync(overrides, JSON.stringify({ mf_public: '/deploy/mf-public/v2/mf-manifest.json' }));
    try {
      // Looked at again only after a couple of seconds: page builds in between keep the last list.
      clock = 1_000;
      expect(await preloads.refresh()).toBe(BUILT_PRELOADS);
      clock = 2_500;
      const deployed = await preloads.refresh();
      expect(deployed).toContain(
        '</deploy/mf-public/v2/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
      );
      expect(deployed).toContain(
        '</deploy/mf-public/v2/static/js/async/6.d4.js>; rel=preload; as=script; fetchpriority=low',
      );
      expect(deployed).not.toContain('/mf/mf-public/');
      // A file name a header cannot carry as it is (here a space and a `>`) is left out, not escaped.
      writeFileSync(join(dataDir, 'deploy', 'mf-public', 'v2', 'mf-manifest.json'), manifest('e5 x>'));
      clock = 4_000;
      const odd = await preloads.refresh();
      expect(odd).not.toContain('e5');
      expect(odd).toContain('</deploy/mf-public/v2/static/js/async/expose.js>; rel=preload; as=script');
      // A remote hosted elsewhere: only what is known without reading its manifest.
      writeFileSync(
        overrides,
        JSON.stringify({ mf_public: 'https://cdn.example.com/mf-public/mf-manifest.json' }),
      );
      clock = 6_500;
      expect(await preloads.refresh()).toBe(
        '</remotes.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low, ' +
          '<https://cdn.example.com/mf-public/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
      );
    } finally {
      rmSync(overrides);
    }
    clock = 9_000;
    expect(await preloads.refresh()).toBe(BUILT_PRELOADS);
  });
});
