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
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import { hasFeature } from '../../entitlements';
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

/** The bio as its owner reads it: its links' clicks only when the owner's plan shows them (decision 015). */
async function answer(db: Db, owner: AuthenticatedUser, id: number) {
  return toBiography(await getBiographyOrThrow(db, owner.id, id), hasFeature(owner, 'viewCounts'));
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
      const owner = signedInUser(request);
      return answer(app.db, owner, await saveBiography(app.db, owner.id, request.body, save));
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
      const owner = signedInUser(request);
      await patchBiography(app.db, owner.id, request.params.id, request.body, save);
      return answer(app.db, owner, request.params.id);
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
    async (request) => answer(app.db, signedInUser(request), request.params.id),
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
