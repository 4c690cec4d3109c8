import { UPLOAD_MAX_BYTES, UploadedFile } from '@atalho/sdk/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';
import { multipartBody } from './multipart';

const ctx = useTestApp();

async function upload(token: string, kind: string, data: Buffer, filename = 'arquivo.png') {
  const { payload, contentType } = multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', value: data, filename },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

async function proUser(email = 'pro@example.com') {
  const token = await signIn(ctx.app, email);
  await grantPlan(ctx.app, email, 'PRO');
  return token;
}

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 4, background: '#1565C0' } })
    .png()
    .toBuffer();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The path of an upload's public address. */
const pathOf = (src: string) => new URL(src).pathname;

describe('POST /api/v1/files', () => {
  it('stores an image, answers an absolute address, and serves it with long cache and a locked-down CSP', async () => {
    const token = await proUser();
    const response = await upload(token, 'image', await png());
    expect(response.statusCode).toBe(201);
    const file = v.parse(UploadedFile, response.json());
    expect(file).toMatchObject({ type: 'image/png', kind: 'image', deleted: false });
    expect(file.src).toMatch(new RegExp(`^${ctx.app.config.publicUrl}/files/[a-f0-9]{64}\\.png$`));
    const [row] = await ctx.app.db.select().from(files).where(eq(files.id, file.id));
    expect(row).toMatchObject({ kind: 'image', contentType: 'image/png', size: file.size, deletedAt: null });

    const served = await ctx.app.inject({ method: 'GET', url: pathOf(file.src) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.length).toBe(file.size);
    const again = await ctx.app.inject({
      method: 'GET',
      url: pathOf(file.src),
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reads the type from the content, not the name: a PDF named .png is refused as an image, taken as a PDF', async () => {
    const token = await proUser();
    const asImage = await upload(token, 'image', pdf, 'foto.png');
    expect(asImage.statusCode).toBe(415);
    expect(asImage.json()).toEqual({ messages: ['invalid'] });
    const asPdf = await upload(token, 'pdf', pdf, 'foto.png');
    expect(asPdf.statusCode).toBe(201);
    expect(asPdf.json()).toMatchObject({ type: 'application/pdf', kind: 'pdf' });
    expect(asPdf.json().src).toMatch(/\.pdf$/);
    const served = await ctx.app.inject({ method: 'GET', url: pathOf(asPdf.json().src) });
    expect(served.headers['content-type']).toBe('application/pdf');
    // The browser's PDF viewer does not open in a sandbox.
    expect(served.headers['content-security-policy']).not.toContain('sandbox');
    // A PNG sent as a PDF is refused the other way round.
    expect((await upload(token, 'pdf', await png(), 'livro.pdf')).statusCode).toBe(415);
  });

  it('refuses SVG (it can carry script), BMP and unknown bytes', async () => {
    const token = await proUser();
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const data of [svg, Buffer.from('<svg onload="alert(1)"/>'), Buffer.from('só texto')]) {
      const response = await upload(token, 'image', data, 'imagem.png');
      expect(response.statusCode).toBe(415);
    }
    const bmp = Buffer.alloc(80);
    bmp.write('BM', 0, 'latin1');
    expect((await upload(token, 'image', bmp, 'logo.bmp')).statusCode).toBe(415);
    expect(await ctx.app.db.select().from(files)).toEqual([]);
  });

  it('re-encodes images: EXIF (with GPS and comments) and trailing bytes are gone, orientation applied', async () => {
    const token = await proUser();
    const withExif = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'segredo', ImageDescription: 'casa do dono' } })
      .toBuffer();
    // A polyglot: an image with a script appended after its end.
    const polyglot = Buffer.concat([withExif, Buffer.from('<script>alert(1)</script>')]);
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await upload(token, 'image', polyglot, 'foto.jpg');
    expect(response.statusCode).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: pathOf(response.json().src) });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('segredo'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('enforces the size limits: 413 maxSize over the kind limit, 400 for an empty file', async () => {
    const token = await proUser();
    const bigPdf = Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES.pdf + 1 - pdf.length)]);
    const over = await upload(token, 'pdf', bigPdf, 'livro.pdf');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ messages: ['maxSize'] });
    const exact = await upload(token, 'pdf', bigPdf.subarray(0, UPLOAD_MAX_BYTES.pdf), 'livro.pdf');
    expect(exact.statusCode).toBe(201);
    const bigImage = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_BYTES.image)]);
    expect((await upload(token, 'image', bigImage)).statusCode).toBe(413);
    const empty = await upload(token, 'pdf', Buffer.alloc(0), 'vazio.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ messages: ['required'] });
    // Decompression bombs: a tiny PNG that claims more pixels than allowed is refused, not decoded.
    const huge = await sharp({ create: { width: 6400, height: 6400, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(UPLOAD_MAX_BYTES.image);
    expect((await upload(token, 'image', huge)).statusCode).toBe(400);
  });

  it('refuses a bad kind, a missing file and a JSON body', async () => {
    const token = await proUser();
    expect((await upload(token, 'executable', pdf)).statusCode).toBe(400);
    const { payload, contentType } = multipartBody([{ name: 'kind', value: 'pdf' }]);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
    expect(noFile.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: bearer(token),
      payload: { kind: 'pdf', file: '%PDF-1.4' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a session, and PRO or better for video and audio (not for an image, which a free bio uses, nor a PDF)', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/files' });
    expect(anonymous.statusCode).toBe(401);
    const token = await signIn(ctx.app, 'free@example.com');
    expect((await upload(token, 'image', await png())).statusCode).toBe(201);
    const audio = await upload(token, 'audio', Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1'));
    expect(audio.statusCode).toBe(403);
    expect(audio.json()).toEqual({ messages: ['plan.required'] });
    await grantPlan(ctx.app, 'free@example.com', 'BASIC');
    expect((await upload(token, 'video', Buffer.from('\x1aE\xdf\xa3webm', 'latin1'))).statusCode).toBe(403);
    expect((await upload(token, 'pdf', pdf, 'livro.pdf')).statusCode).toBe(201);
  });
});

describe('GET and DELETE /api/v1/files/{id}', () => {
  it('is scoped to the owner (404 for another user) and deleting marks the row and stops serving', async () => {
    const owner = await proUser('owner@example.com');
    const other = await proUser('other@example.com');
    const file = v.parse(UploadedFile, (await upload(owner, 'image', await png())).json());
    const url = `/api/v1/files/${file.id}`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(owner) })).json()).toEqual(file);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url, headers: bearer(other) });
      expect(response.statusCode, method).toBe(404);
    }

    const removed = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(owner) });
    expect(removed.statusCode).toBe(204);
    const [row] = await ctx.app.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const read = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner) });
    expect(read.json()).toMatchObject({ id: file.id, deleted: true });
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(owner) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(file.src) })).statusCode).toBe(404);
  });

  it('keeps serving bytes another live upload still names (content-addressed, stored once)', async () => {
    const owner = await proUser('a@example.com');
    const other = await proUser('b@example.com');
    const image = await png();
    const first = v.parse(UploadedFile, (await upload(owner, 'image', image)).json());
    const second = v.parse(UploadedFile, (await upload(other, 'image', image)).json());
    expect(second.src).toBe(first.src);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/files/${first.id}`, headers: bearer(owner) });
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(first.src) })).statusCode).toBe(200);
  });

  it('sweeps bytes no live upload has named for a day, with their rows; keeps shared and recent ones', async () => {
    const token = await signIn(ctx.app, 'varre@example.com');
    const other = await signIn(ctx.app, 'guarda@example.com');
    const pdfOf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
    const gone = v.parse(UploadedFile, (await upload(token, 'pdf', pdfOf('apagado'), 'a.pdf')).json());
    const shared = v.parse(UploadedFile, (await upload(token, 'pdf', pdfOf('comum'), 'b.pdf')).json());
    const kept = v.parse(UploadedFile, (await upload(other, 'pdf', pdfOf('comum'), 'c.pdf')).json());
    const live = v.parse(UploadedFile, (await upload(token, 'pdf', pdfOf('vivo'), 'd.pdf')).json());
    for (const file of [gone, shared]) {
      await ctx.app.inject({ method: 'DELETE', url: `/api/v1/files/${file.id}`, headers: bearer(token) });
    }
    const keyOf = (file: { src: string }) => pathOf(file.src).replace('/files/', '');
    const stored = async (file: { src: string }) =>
      (await ctx.app.providers.storage.get(keyOf(file))) !== null;

    // Within the day's grace nothing goes.
    expect(
      await ctx.app.jobs.runNow('files.sweep-orphans', { now: new Date(Date.now() + 3_600_000) }),
    ).toEqual({
      removed: 0,
    });
    expect(await stored(gone)).toBe(true);

    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await ctx.app.jobs.runNow('files.sweep-orphans', { now: later })).toEqual({ removed: 1 });
    expect(await stored(gone)).toBe(false);
    expect(await ctx.app.db.select().from(files).where(eq(files.id, gone.id))).toEqual([]);
    expect([await stored(shared), await stored(kept), await stored(live)]).toEqual([true, true, true]);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(kept.src) })).statusCode).toBe(200);

    // The same bytes uploaded again after the sweep are stored again.
    const again = v.parse(UploadedFile, (await upload(token, 'pdf', pdfOf('apagado'), 'a.pdf')).json());
    expect(again.src).toBe(gone.src);
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(again.src) })).statusCode).toBe(200);
  });

  it('serves one byte range (206) for media players, 416 past the end, the whole file otherwise', async () => {
    const token = await signIn(ctx.app, 'faixas@example.com');
    const file = v.parse(UploadedFile, (await upload(token, 'pdf', pdf, 'doc.pdf')).json());
    const get = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: pathOf(file.src), headers });

    const part = await get({ range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${pdf.length}`);
    expect(part.headers['content-length']).toBe('4');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-type']).toBe('application/pdf');
    expect(part.body).toBe('%PDF');
    const tail = await get({ range: 'bytes=-6' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(pdf.subarray(pdf.length - 6));

    const past = await get({ range: `bytes=${pdf.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(past.json()).toEqual({ messages: ['invalid'] });

    for (const headers of [
      { range: 'bytes=0-1,4-5' } as Record<string, string>,
      { range: 'bytes=0-3', 'if-range': '"another-version"' },
    ]) {
      const whole = await get(headers);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(pdf);
    }
  });

  it('answers 404 for unknown or malformed file names', async () => {
    for (const url of ['/files/' + 'a'.repeat(64) + '.png', '/files/..%2Fpackage.json', '/files/x.png']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
