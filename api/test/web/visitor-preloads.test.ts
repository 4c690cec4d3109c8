import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVisitorPreloads, manifestFiles } from '../../src/web/visitor-preloads';
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

const ctx = useTestApp({ config: { staticRoot, publicUrl: 'https://atalho.test' } });
const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' };
const crawler = { accept: 'text/html', 'user-agent': 'facebookexternalhit/1.1' };

const BUILT_PRELOADS = [
  '</remotes.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
  '</mf/mf-public/mf-manifest.json>; rel=preload; as=fetch; crossorigin; fetchpriority=low',
  '</mf/mf-public/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
  '</mf/mf-public/static/js/async/6.a1.js>; rel=preload; as=script; fetchpriority=low',
  '</mf/mf-public/static/js/async/expose.js>; rel=preload; as=script; fetchpriority=low',
  '</mf/mf-public/static/css/async/screen.a1.css>; rel=preload; as=style; fetchpriority=low',
].join(', ');

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

describe('/{code} preloads the redirect screen', () => {
  it('sends a visitor the chain the shell would find one round trip at a time, after the shell’s entry', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/destino');
    const missed = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(missed.statusCode).toBe(200);
    expect(missed.headers.link).toBe(
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
