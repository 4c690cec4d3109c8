import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticRootWithShell, useTestApp } from '../helpers/test-app';

/**
 * /api-doc (issue 37 item 7): the API reference in Portuguese and the product's look, rendered by Scalar from
 * /api-doc/json. Its renderer is served by this server, fetched by this page only, cached for a year; the
 * page's policy lets it run and reaches no other origin.
 */
const ctx = useTestApp({
  config: {
    publicUrl: 'https://atalho.example',
    remoteOrigins: ['https://cdn.atalho.example'],
    staticRoot: staticRootWithShell(),
  },
});

const require = createRequire(import.meta.url);
const rendererDir = join(dirname(dirname(require.resolve('@scalar/api-reference'))), 'dist', 'browser');
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function page() {
  const response = await ctx.app.inject({ url: '/api-doc', headers: { accept: 'text/html' } });
  expect(response.statusCode).toBe(200);
  return response;
}

/** The page's script and the renderer's entry, as the page names them. */
async function pageUrls() {
  const html = (await page()).body;
  const script = html.match(
    /<script type="module" src="(\/api-doc\/assets\/reference\.[0-9a-f]+\.js)"><\/script>/,
  )?.[1];
  const renderer = html.match(/<link rel="modulepreload" href="([^"]+)">/)?.[1];
  expect(script).toBeDefined();
  expect(renderer).toMatch(/^\/api-doc\/assets\/scalar-\d+\.\d+\.\d+\/standalone\.esm\.js$/);
  return { script: script ?? '', renderer: renderer ?? '' };
}

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(/;\s*/).map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );
}

describe('/api-doc', () => {
  it('answers the Portuguese page, whose only scripts are files of this server', async () => {
    const response = await page();
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Referência da API — Atalho</title>');
    expect(html).not.toMatch(/Swagger/i);
    const { script, renderer } = await pageUrls();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([` type="module" src="${script}"`]);
    expect(scripts.every(([, , body]) => body === '')).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);
    // The panel frames the page: its links leave the frame.
    expect(html).toContain('href="/painel/api-reference" target="_top"');
    expect(renderer.startsWith('/api-doc/assets/')).toBe(true);
  });

  it('configures the renderer for Portuguese, the product colours, curl first and nothing remote', async () => {
    const { script, renderer } = await pageUrls();
    const response = await ctx.app.inject({ url: script });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const source = response.body;
    expect(source).toContain(`import { createApiReference } from ${JSON.stringify(renderer)};`);
    const config = JSON.parse(
      source.slice(source.indexOf('{', source.indexOf('createApiReference(')), source.lastIndexOf(')')),
    );
    expect(config).toMatchObject({
      url: '/api-doc/json',
      localization: { locale: 'pt-BR' },
      metaData: { title: 'Referência da API — Atalho' },
      defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
    });
    expect(config.customCss).toContain('--scalar-color-accent:#0a7c6b');
    expect(config.hiddenClients.shell).toEqual(['httpie', 'wget']);
    expect(config.hiddenClients.js).not.toContain('fetch');
    expect(JSON.stringify(config)).not.toMatch(/https?:\/\//);
  });

  it('serves the renderer from the installed package, immutable and compressed once', async () => {
    const { renderer } = await pageUrls();
    const entry = readFileSync(join(rendererDir, 'standalone.esm.js'));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await ctx.app.inject({ url: renderer, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(body.equals(entry)).toBe(true);
      if (encoding === 'br') expect(response.rawPayload.length).toBeLessThan(entry.length / 3);
    }
    // The chunks the entry imports resolve next to it.
    const chunk = entry.toString().match(/from"\.\/(chunks\/[^"]+\.js)"/)?.[1];
    expect(chunk).toBeDefined();
    const chunkResponse = await ctx.app.inject({ url: renderer.replace('standalone.esm.js', chunk ?? '') });
    expect(chunkResponse.statusCode).toBe(200);
    expect(chunkResponse.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for any other name under its assets, source maps and other folders included', async () => {
    const { renderer } = await pageUrls();
    for (const url of [
      renderer.replace('standalone.esm.js', 'standalone.js'),
      `${renderer}.map`,
      renderer.replace(/scalar-[^/]+/, 'scalar-0.0.1'),
      '/api-doc/assets/../../package.json',
      '/api-doc/assets/%2e%2e/%2e%2e/package.json',
      '/api-doc/assets/reference.0000000000.js',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("has a policy that lets the renderer run and reaches no other origin, the remotes' CDN included", async () => {
    const response = await page();
    const csp = String(response.headers['content-security-policy']);
    const directives = directivesOf(csp);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    const sources = [...directives.values()].flat();
    expect(sources.filter((source) => !/^('[a-z-]+'|data:)$/.test(source))).toEqual([]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The rest of the site keeps its own policy.
    const home = await ctx.app.inject({ url: '/painel/links/shortened', headers: { accept: 'text/html' } });
    expect(directivesOf(String(home.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('keeps the OpenAPI document at /api-doc/json, and in YAML', async () => {
    const json = await ctx.app.inject({ url: '/api-doc/json' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'API do Atalho' } });
    const yaml = await ctx.app.inject({ url: '/api-doc/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.1.0');
  });
});
