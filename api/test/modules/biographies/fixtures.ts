import { Biography, bioTemplates, UploadedFile } from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { rowsOf } from '../../../src/db/rows';
import { bearer } from '../../helpers/test-app';
import { multipartBody } from '../files/multipart';

const template = bioTemplates[0];
if (!template) throw new Error('no bio template');

/** A whole bio body as the editor sends it: the first template's look, one plain link, one social link. */
export function bioBody(username: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ana Souza',
    description: 'Doces artesanais em Recife',
    onlineAddress: { code: username },
    cover: null,
    picture: null,
    ...template?.appearance,
    biographyHasOnlineAddresses: [
      {
        type: 'SAMPLE_LINK',
        title: 'Loja',
        description: 'Peça já',
        onlineAddress: { url: 'https://exemplo.com/loja' },
      },
    ],
    socialLinks: [{ title: 'Instagram', onlineAddress: { url: 'https://www.instagram.com/anadoces' } }],
    ...overrides,
  };
}

export function postBio(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/biographies', headers: bearer(token), payload: body });
}

/** Creates a bio and answers it (throws on anything but 200). */
export async function createBio(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<Biography> {
  const response = await postBio(app, token, body);
  if (response.statusCode !== 200)
    throw new Error(`save bio failed: ${response.statusCode} ${response.body}`);
  return v.parse(Biography, response.json());
}

/** The body that re-sends a saved bio as the editor would after loading it. */
export function resend(bio: Biography, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { dateCreate: _c, dateUpdate: _u, onlineAddress, ...rest } = bio;
  return {
    ...rest,
    onlineAddress: { code: onlineAddress.code },
    biographyHasOnlineAddresses: (bio.biographyHasOnlineAddresses ?? []).map((section) => ({
      id: section.id,
      type: section.type,
      order: section.order,
      deleted: section.deleted,
      title: section.title,
      description: section.description,
      icon: section.icon,
      aspectRatio: section.aspectRatio,
      image: section.image,
      onlineAddress: section.onlineAddress
        ? { id: section.onlineAddress.id, url: section.onlineAddress.url }
        : null,
      whatsapp: section.whatsapp,
      instagram: section.instagram,
    })),
    socialLinks: (bio.socialLinks ?? []).map((social) => ({
      id: social.id,
      title: social.title,
      order: social.order,
      deleted: social.deleted,
      onlineAddress: { id: social.onlineAddress.id, url: social.onlineAddress.url },
    })),
    ...overrides,
  };
}

export async function upload(
  app: FastifyInstance,
  token: string,
  format: 'png' | 'jpeg' | 'webp',
): Promise<UploadedFile> {
  const data = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#1565C0' } })
    [format]()
    .toBuffer();
  const { payload, contentType } = multipartBody([
    { name: 'kind', value: 'image' },
    { name: 'file', value: data, filename: `imagem.${format}` },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return v.parse(UploadedFile, response.json());
}

/** Rows of a query, for asserting what the database holds. */
export async function rows(app: FastifyInstance, query: string): Promise<Record<string, unknown>[]> {
  return rowsOf(await app.db.execute(query));
}

/** A snapshot of every bio table and BIO link, to assert that a refused request changed nothing. */
export async function bioTables(app: FastifyInstance): Promise<string> {
  const parts = await Promise.all([
    rows(app, 'select * from biographies order by id'),
    rows(app, 'select * from biography_sections order by id'),
    rows(app, 'select * from biography_social_links order by id'),
    rows(app, "select id, code, url, active from online_addresses where type = 'BIO' order by id"),
  ]);
  return JSON.stringify(parts);
}
