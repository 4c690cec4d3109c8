import { UploadedFile } from '@atalho/sdk/schemas';
import { Infoproduct } from '@atalho/sdk/schemas/infoproducts';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { bearer } from '../../helpers/test-app';
import { rows, upload as uploadImage } from '../biographies/fixtures';
import { multipartBody } from '../files/multipart';

export { rows, uploadImage };

/** A one-page PDF written by pdf-lib (memoised: the same bytes each time). */
let pdf: Promise<Buffer> | undefined;
export function ebookPdf(): Promise<Buffer> {
  pdf ??= (async () => {
    const document = await PDFDocument.create({ updateMetadata: false });
    document.addPage([300, 200]).drawText('Meu e-book', { x: 20, y: 100, size: 14 });
    return Buffer.from(await document.save());
  })();
  return pdf;
}

/** Uploads bytes as an e-book (`kind: pdf`, `purpose: ebook`), as the editor does; the raw answer. */
export function uploadEbookBytes(app: FastifyInstance, token: string, data: Buffer, filename = 'livro.pdf') {
  const { payload, contentType } = multipartBody([
    { name: 'kind', value: 'pdf' },
    { name: 'purpose', value: 'ebook' },
    { name: 'file', value: data, filename },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

export async function uploadEbook(app: FastifyInstance, token: string): Promise<UploadedFile> {
  const response = await uploadEbookBytes(app, token, await ebookPdf());
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`e-book upload failed: ${response.statusCode} ${response.body}`);
  }
  return v.parse(UploadedFile, response.json());
}

/** A whole page body as the editor sends it: an e-book, four topics, no PRO parts. */
export function infoproductBody(
  subdomain: string,
  ebook: { id: number; src: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    type: 'E_BOOK',
    pageType: 'LEEDS',
    action: 'DOWNLOAD',
    resource: { id: ebook.id, src: ebook.src },
    title: 'Guia de doces',
    subtitle: 'Receitas da vó',
    shortDescription: 'Vinte receitas fáceis para vender',
    itensTitle: 'O que você vai aprender',
    itens: [{ value: 'Brigadeiro' }, { value: 'Beijinho' }, { value: 'Bolo de rolo' }],
    description: 'Um guia completo, do preparo à embalagem.',
    onlineAddress: { code: subdomain },
    responsibility: true,
    ...overrides,
  };
}

export function postInfoproduct(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/infoproduts', headers: bearer(token), payload: body });
}

/** Saves a page and answers it (throws on anything but 200). */
export async function saveInfoproduct(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<Infoproduct> {
  const response = await postInfoproduct(app, token, body);
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  return v.parse(Infoproduct, response.json());
}

/** The body that re-sends a saved page as the editor would after loading it. */
export function resend(page: Infoproduct, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { dateCreate: _c, dateUpdate: _u, leads: _l, user: _user, onlineAddress, ...rest } = page;
  return { ...rest, onlineAddress: { code: onlineAddress.code }, ...overrides };
}

/** Ends the user's paid plans as an operator does (which also notifies plan listeners: cached pages drop). */
export async function revokePlan(app: FastifyInstance, email: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/_admin/plan-revoke',
    headers: { 'x-admin-token': app.adminToken },
    payload: { email },
  });
  if (response.statusCode !== 200)
    throw new Error(`plan revoke failed: ${response.statusCode} ${response.body}`);
}
