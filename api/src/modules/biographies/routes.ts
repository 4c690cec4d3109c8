import {
  Biography,
  BiographyPage,
  biographiesQuery,
  biographyBody,
  biographyPatchBody,
  ErrorBody,
  IdParams,
} from '@atalho/sdk/schemas';
import { signedInUser } from '../../auth/signed-in-user';
import type { Db } from '../../db/client';
import { ownedList } from '../../http/owned-routes';
import type { AppPlugin } from '../../http/validate';
import { getBiographyOrThrow } from './get-biography-or-throw';
import { listBiographies } from './list-biographies';
import { patchBiography } from './patch-biography';
import type { SaveContext } from './plan-bio-items';
import { saveBiography } from './save-biography';
import { toBiography } from './transform';

export interface BiographyRoutesOptions extends Record<string, unknown> {
  save: SaveContext;
}

const tags = ['biographies'];

async function answer(db: Db, ownerId: number, id: number) {
  return toBiography(await getBiographyOrThrow(db, ownerId, id));
}

/** The bio editor's calls (spec 001 §7 "Biographies"). */
export const biographyRoutes: AppPlugin<BiographyRoutesOptions> = async (app, { save }) => {
  app.post(
    '/api/v1/biographies',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'saveBiography',
        summary: 'Create my bio (no id) or replace it (its id), with its sections and social links',
        body: biographyBody,
        response: { 200: Biography, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      return answer(app.db, ownerId, await saveBiography(app.db, ownerId, request.body, save));
    },
  );

  app.patch(
    '/api/v1/biographies/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'updateBiography',
        summary: "Change my bio's own fields (not its sections or social links)",
        params: IdParams,
        body: biographyPatchBody,
        response: { 200: Biography, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      await patchBiography(app.db, ownerId, request.params.id, request.body, save);
      return answer(app.db, ownerId, request.params.id);
    },
  );

  app.get(
    '/api/v1/biographies/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'getBiography',
        summary: 'My bio, with its sections and social links',
        params: IdParams,
        response: { 200: Biography, 404: ErrorBody },
      },
    },
    async (request) => answer(app.db, signedInUser(request).id, request.params.id),
  );

  ownedList(
    app,
    '/api/v1/biographies',
    {
      config: { auth: true },
      tags,
      operationId: 'listBiographies',
      summary: 'My bios, paged (one per user)',
    },
    { querystring: biographiesQuery, page: BiographyPage },
    listBiographies,
  );
};
