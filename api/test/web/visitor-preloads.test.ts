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
mkdirSync(join(staticRoot, 'mf-public', 'dist'), { recursive: true });
writeFileSync(join(staticRoot, 'mf-public', 'dist', 'mf-manifest.json'), manifest('a1'));

const ctx = useTestApp({ config: { staticRoot, publicUrl: 'https://atalho.test' } });
const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' };
const crawler = { accept: 'text/html', 'user-agent': 'facebookexternalhit/1.1' };

const BUILT_PRELOADS = [
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">',
  '<link rel="preload" href="/mf/mf-public/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">',
  '<link rel="preload" href="/mf/mf-public/remoteEntry.js" as="script" fetchpriority="low">',
  '<link rel="preload" href="/mf/mf-public/static/js/async/6.a1.js" as="script" fetchpriority="low">',
  '<link rel="preload" href="/mf/mf-public/static/js/async/expose.js" as="script" fetchpriority="low">',
  '<link rel="preload" href="/mf/mf-public/static/css/async/screen.a1.css" as="style" fetchpriority="low">',
].join('');

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
  it('puts the chain the shell would find one round trip at a time into a visitor’s page, not a crawler’s', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/destino');
    const missed = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(missed.statusCode).toBe(200);
    const head = missed.body.slice(0, missed.body.indexOf('</head>'));
    expect(head).toContain(BUILT_PRELOADS);
    // Kept with the link: the next visitor gets the same bytes (decision 010), preloads included.
    const cached = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(cached.body).toBe(missed.body);
    const forCrawler = await ctx.app.inject({ url: `/${link.code}`, headers: crawler });
    expect(forCrawler.body).toContain('og:title');
    expect(forCrawler.body).not.toContain('rel="preload"');
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
      // Looked at again only after a couple of seconds: page builds in between keep the last tags.
      clock = 1_000;
      expect(await preloads.refresh()).toBe(BUILT_PRELOADS);
      clock = 2_500;
      const deployed = await preloads.refresh();
      expect(deployed).toContain(
        '<link rel="preload" href="/deploy/mf-public/v2/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">',
      );
      expect(deployed).toContain(
        '<link rel="preload" href="/deploy/mf-public/v2/static/js/async/6.d4.js" as="script" fetchpriority="low">',
      );
      expect(deployed).not.toContain('/mf/mf-public/');
      // A remote hosted elsewhere: only what is known without reading its manifest.
      writeFileSync(
        overrides,
        JSON.stringify({ mf_public: 'https://cdn.example.com/mf-public/mf-manifest.json' }),
      );
      clock = 5_000;
      expect(await preloads.refresh()).toBe(
        '<link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">' +
          '<link rel="preload" href="https://cdn.example.com/mf-public/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">',
      );
    } finally {
      rmSync(overrides);
    }
    clock = 7_500;
    expect(await preloads.refresh()).toBe(BUILT_PRELOADS);
  });
});
