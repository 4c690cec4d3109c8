import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonForScript } from '../../src/web/shell-html';
import { buildTestApp, type TestApp } from '../helpers/test-app';

const root = mkdtempSync(join(tmpdir(), 'atalho-web-'));
const staticRoot = join(root, 'static');
const dataDir = join(root, 'data');

function write(path: string, content: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

write(
  join(staticRoot, 'shell/dist/index.html'),
  '<!doctype html><html><head><title>Atalho</title></head><body></body></html>',
);
write(join(staticRoot, 'shell/dist/static/js/main.abc123.js'), 'console.log(1)');
write(join(staticRoot, 'mf-links/dist/mf-manifest.json'), '{"name":"mf_links"}');
write(join(staticRoot, 'mf-links/dist/static/js/chunk.def456.js'), 'export {}');
write(join(staticRoot, 'mf-bio/package.json'), '{}');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ config: { staticRoot, dataDir } });
});
afterAll(async () => {
  await testApp?.close();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('web serving', () => {
  it('serves the shell HTML (no-cache) for panel routes, and a 404 page for unknown codes', async () => {
    const page = await testApp.app.inject({ url: '/painel/links/shortened', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Atalho</title>');
    expect(page.body).not.toContain('og:title');
    const unknown = await testApp.app.inject({ url: '/abc12?s=q', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-cache');
    expect(unknown.body).toContain('Link não encontrado');
    expect(unknown.body).not.toContain('og:title');
  });

  it('serialises page data so no text can close its script tag', () => {
    const json = jsonForScript({ link: { title: '</script><b>' } });
    expect(json).toContain('\\u003c/script\\u003e\\u003cb\\u003e');
    expect(json).not.toContain('</script><b>');
    expect(JSON.parse(json)).toEqual({ link: { title: '</script><b>' } });
  });

  it('answers non-HTML requests for unknown paths with JSON 404', async () => {
    const response = await testApp.app.inject({ url: '/whatever', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messages: ['not.found'] });
    expect((await testApp.app.inject({ url: '/mf/mf-links/missing.js', headers: html })).statusCode).toBe(
      404,
    );
  });

  it('caches hashed assets forever and manifests never', async () => {
    const asset = await testApp.app.inject({ url: '/static/js/main.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await testApp.app.inject({ url: '/mf/mf-links/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await testApp.app.inject({ url: '/mf/mf-links/static/js/chunk.def456.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('builds /remotes.json from the folders and picks up DATA_DIR/remotes.json changes without restart', async () => {
    const first = await testApp.app.inject({ url: '/remotes.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({
      mf_bio: '/mf/mf-bio/mf-manifest.json',
      mf_links: '/mf/mf-links/mf-manifest.json',
    });

    const overrides = join(dataDir, 'remotes.json');
    writeFileSync(overrides, JSON.stringify({ mf_links: '/deploy/mf-links/2.0.0/mf-manifest.json' }));
    expect((await testApp.app.inject({ url: '/remotes.json' })).json().mf_links).toBe(
      '/deploy/mf-links/2.0.0/mf-manifest.json',
    );

    writeFileSync(overrides, JSON.stringify({ mf_links: '/deploy/mf-links/1.0.0/mf-manifest.json' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(overrides, later, later);
    expect((await testApp.app.inject({ url: '/remotes.json' })).json().mf_links).toBe(
      '/deploy/mf-links/1.0.0/mf-manifest.json',
    );
  });

  it('serves deployed versions from DATA_DIR/deploy as immutable', async () => {
    write(join(dataDir, 'deploy/mf-links/2.0.0/mf-manifest.json'), '{}');
    const response = await testApp.app.inject({ url: '/deploy/mf-links/2.0.0/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});

describe('without a shell build', () => {
  it('tells the operator to run npm run build', async () => {
    const bare = await buildTestApp({ testDatabase: testApp.testDatabase });
    try {
      const response = await bare.app.inject({ url: '/painel', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.app.close();
    }
  });
});
