import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_QUOTA_BYTES, UploadedFile } from '@atalho/sdk/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { files, users } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';
import { multipartBody } from './multipart';

const ctx = useTestApp();

/** Uploads as the SDK does: `kind`, then (a PDF's) `purpose: 'ebook'` unless `purpose` says otherwise, then `file`. */
async function upload(
  token: string,
  kind: string,
  data: Buffer,
  filename = 'arquivo.png',
  purpose: string | null = kind === 'pdf' ? 'ebook' : null,
) {
  const { payload, contentType } = multipartBody([
    { name: 'kind', value: kind },
    ...(purpose === null ? [] : [{ name: 'purpose', value: purpose }]),
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

/** A real one-page PDF written by pdf-lib (the same bytes for the same text: no dates, memoised). */
const pdfs = new Map<string, Promise<Buffer>>();
function pdfOf(text: string, options: { javascript?: 'action' | 'names'; objectStreams?: boolean } = {}) {
  const name = `${text}|${options.javascript ?? ''}|${options.objectStreams ?? true}`;
  let made = pdfs.get(name);
  if (!made) {
    made = (async () => {
      const document = await PDFDocument.create({ updateMetadata: false });
      document.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14 });
      const script = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
      if (options.javascript === 'action') document.catalog.set(PDFName.of('OpenAction'), script);
      if (options.javascript === 'names') {
        const tree = document.context.obj({ Names: [PDFString.of('x'), document.context.register(script)] });
        document.catalog.set(PDFName.of('Names'), document.context.obj({ JavaScript: tree }));
      }
      return Buffer.from(await document.save({ useObjectStreams: options.objectStreams ?? true }));
    })();
    pdfs.set(name, made);
  }
  return made;
}

const pdf = await pdfOf('Meu e-book');

/** The polyglot the probe stored: a PDF header, then a page of HTML and script. */
const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n');

/** The id of the user signed in with this e-mail. */
async function userIdOf(email: string): Promise<number> {
  const [user] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

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
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // An image is shown where it is embedded (previews, bio pages on other sites): inline, cross-origin.
    expect(served.headers['content-disposition']).toBe(`inline; filename="${pathOf(file.src).slice(7)}"`);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
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

describe('uploads are not free hosting (issue 34 item 2)', () => {
  it('refuses the polyglot PDF (a PDF header, then HTML and script) and markup hidden in a real PDF: 415, nothing stored', async () => {
    const token = await signIn(ctx.app, 'free@example.com');
    const appended = Buffer.concat([pdf, Buffer.from('\n<html><script>alert(1)</script></html>\n')]);
    const inserted = Buffer.concat([
      pdf.subarray(0, 9),
      Buffer.from('<!DOCTYPE html><script>alert(1)</script>\n'),
      pdf.subarray(9),
    ]);
    for (const [name, data] of Object.entries({ polyglot, appended, inserted })) {
      const response = await upload(token, 'pdf', data, 'livro.pdf');
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({ messages: ['invalid'] });
    }
    // Not a PDF at all once parsed: a header and a trailer with no document between them.
    const empty = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await upload(token, 'pdf', empty, 'livro.pdf')).statusCode).toBe(415);
    expect(await ctx.app.db.select().from(files)).toEqual([]);
    const key = `${createHash('sha256').update(polyglot).digest('hex')}.pdf`;
    expect(await ctx.app.providers.storage.get(key)).toBeNull();
  });

  it('accepts a real PDF (parsed, one page) as an e-book, and serves it as a sandboxed same-site download', async () => {
    const token = await signIn(ctx.app, 'free@example.com');
    const response = await upload(token, 'pdf', pdf, 'livro.pdf');
    expect(response.statusCode).toBe(201);
    const file = v.parse(UploadedFile, response.json());
    expect(file).toMatchObject({ type: 'application/pdf', kind: 'pdf', size: pdf.length });
    const served = await ctx.app.inject({ method: 'GET', url: pathOf(file.src) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(pdf);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${pathOf(file.src).slice(7)}"`);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A partial answer and a 304 carry them too.
    const part = await ctx.app.inject({
      method: 'GET',
      url: pathOf(file.src),
      headers: { range: 'bytes=0-3' },
    });
    expect(part.headers['content-disposition']).toMatch(/^attachment;/);
    const cached = await ctx.app.inject({
      method: 'GET',
      url: pathOf(file.src),
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('refuses a PDF with JavaScript: an open action (also inside object streams, or as a hex-escaped name) or a JavaScript name tree', async () => {
    const token = await signIn(ctx.app, 'free@example.com');
    const action = await pdfOf('ação', { javascript: 'action' });
    // In object streams the names are compressed: only parsing finds them.
    expect(action.includes('/JavaScript')).toBe(false);
    const plain = await pdfOf('ação', { javascript: 'action', objectStreams: false });
    const escaped = Buffer.from(
      plain.toString('latin1').replace('/JavaScript', '/JavaScr#69pt').replace('/JS ', '/J#53 '),
      'latin1',
    );
    expect(escaped.includes('/JavaScript')).toBe(false);
    const names = await pdfOf('nomes', { javascript: 'names' });
    for (const [name, data] of Object.entries({ action, plain, escaped, names })) {
      const response = await upload(token, 'pdf', data, 'livro.pdf');
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({ messages: ['invalid'] });
    }
    expect(await ctx.app.db.select().from(files)).toEqual([]);
  });

  it('takes a PDF only for an e-book: without purpose=ebook it is 400 required, an unknown purpose 400 invalid', async () => {
    const token = await signIn(ctx.app, 'free@example.com');
    const missing = await upload(token, 'pdf', pdf, 'livro.pdf', null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ messages: ['required'] });
    expect((await upload(token, 'pdf', pdf, 'livro.pdf', 'hosting')).json()).toEqual({
      messages: ['invalid'],
    });
    expect((await upload(token, 'pdf', pdf, 'livro.pdf', 'ebook')).statusCode).toBe(201);
  });

  it('caps the bytes a user stores by plan: over the quota 413 storage.quota with nothing stored; the same bytes count once', async () => {
    const email = 'cota@example.com';
    const token = await signIn(ctx.app, email);
    const userId = await userIdOf(email);
    const another = await pdfOf('outro livro');
    // Live uploads fill the FREE quota but for room for one of these PDFs (a deleted one counts for nothing).
    const room = Math.max(pdf.length, another.length) + 10;
    const filler = (n: number, size: number, deletedAt: Date | null = null) => ({
      userId,
      kind: 'pdf' as const,
      key: `${String(n).repeat(64)}.pdf`,
      contentType: 'application/pdf',
      size,
      deletedAt,
    });
    await ctx.app.db
      .insert(files)
      .values([
        filler(1, UPLOAD_QUOTA_BYTES.FREE - room - 1000),
        filler(2, 1000),
        filler(3, 10_000_000, new Date()),
      ]);

    expect((await upload(token, 'pdf', pdf, 'livro.pdf')).statusCode).toBe(201);
    // The same bytes again: held already, they add nothing.
    expect((await upload(token, 'pdf', pdf, 'copia.pdf')).statusCode).toBe(201);
    const over = await upload(token, 'pdf', another, 'outro.pdf');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ messages: ['storage.quota'] });
    const key = `${createHash('sha256').update(another).digest('hex')}.pdf`;
    expect(await ctx.app.providers.storage.get(key)).toBeNull();
    expect(await ctx.app.db.select().from(files).where(eq(files.key, key))).toEqual([]);
    const live = await ctx.app.db
      .select()
      .from(files)
      .where(and(eq(files.userId, userId), isNull(files.deletedAt)));
    expect(live).toHaveLength(4);

    // A bigger plan has room for it.
    await grantPlan(ctx.app, email, 'BASIC');
    expect((await upload(token, 'pdf', another, 'outro.pdf')).statusCode).toBe(201);
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
    const gone = v.parse(UploadedFile, (await upload(token, 'pdf', await pdfOf('apagado'), 'a.pdf')).json());
    const shared = v.parse(UploadedFile, (await upload(token, 'pdf', await pdfOf('comum'), 'b.pdf')).json());
    const kept = v.parse(UploadedFile, (await upload(other, 'pdf', await pdfOf('comum'), 'c.pdf')).json());
    const live = v.parse(UploadedFile, (await upload(token, 'pdf', await pdfOf('vivo'), 'd.pdf')).json());
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
    const again = v.parse(UploadedFile, (await upload(token, 'pdf', await pdfOf('apagado'), 'a.pdf')).json());
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
