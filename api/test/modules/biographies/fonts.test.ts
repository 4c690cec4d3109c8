import { bioFontFiles } from '@atalho/sdk/bio-page';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';

// The biographies module registers the route (registerBioFonts).
const ctx = useTestApp();

/** The woff2 signature (`wOF2`). */
const WOFF2 = Buffer.from('wOF2');

describe('GET /fonts/bio/:file', () => {
  it('serves each of the nine fonts as woff2, cached for a year', async () => {
    expect(bioFontFiles).toHaveLength(9);
    for (const font of bioFontFiles) {
      for (const face of font.faces) {
        const response = await ctx.app.inject({ url: `/fonts/bio/${face.file}` });
        expect(response.statusCode, face.file).toBe(200);
        expect(response.headers['content-type']).toBe('font/woff2');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.rawPayload.subarray(0, 4).equals(WOFF2), face.file).toBe(true);
        expect(response.rawPayload.length).toBeGreaterThan(5_000);
      }
    }
  });

  it('answers the same bytes again (kept after the first read)', async () => {
    const file = bioFontFiles[0]?.faces[0]?.file;
    const first = await ctx.app.inject({ url: `/fonts/bio/${file}` });
    const second = await ctx.app.inject({ url: `/fonts/bio/${file}` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves only the listed files: anything else is 404', async () => {
    for (const url of [
      '/fonts/bio/unknown.woff2',
      '/fonts/bio/roboto-latin-400-normal.woff',
      '/fonts/bio/..%2Fx',
      '/fonts/bio/..%2Fpackage.json',
      '/fonts/bio/%2e%2e%2f..%2F@fontsource%2Froboto%2Fpackage.json',
      '/fonts/bio/noto-serif-oriya-oriya-wght-normal.woff2',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('font/woff2');
    }
  });

  it('never reads a file for a plain `../`: the path is resolved before routing, away from this route', async () => {
    const response = await ctx.app.inject({ url: '/fonts/bio/../x' });
    expect(response.headers['content-type']).not.toBe('font/woff2');
    expect(response.body).not.toContain('"name"');
  });
});
