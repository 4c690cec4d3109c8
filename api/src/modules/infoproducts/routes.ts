import { ErrorBody } from '@atalho/sdk/schemas';
import {
  Infoproduct,
  InfoproductPage,
  infoproductBody,
  infoproductsQuery,
} from '@atalho/sdk/schemas/infoproducts';
import { signedInUser } from '../../auth/signed-in-user';
import { hasFeature } from '../../entitlements';
import { ownedDelete, ownedList } from '../../http/owned-routes';
import type { AppPlugin } from '../../http/validate';
import { deleteInfoproduct } from './delete-infoproduct';
import { getInfoproductOrThrow } from './get-infoproduct-or-throw';
import { listInfoproducts } from './list-infoproducts';
import { type SaveContext, saveInfoproduct } from './save-infoproduct';
import { toInfoproduct } from './transform';

export interface InfoproductRoutesOptions extends Record<string, unknown> {
  save: SaveContext;
}

const tags = ['infoproducts'];

/** The lead-page editor's calls (spec 001 §7 "Infoproducts"; `infoproduts` on the wire). */
export const infoproductRoutes: AppPlugin<InfoproductRoutesOptions> = async (app, { save }) => {
  app.post(
    '/api/v1/infoproduts',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'saveInfoproduct',
        summary: 'Create a lead page (no id) or replace it (its id), with its topics, form fields and footer',
        body: infoproductBody,
        response: { 200: Infoproduct, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const id = await saveInfoproduct(app.db, user, request.body, save);
      return toInfoproduct(await getInfoproductOrThrow(app.db, user.id, id), hasFeature(user, 'viewCounts'));
    },
  );

  ownedDelete(
    app,
    '/api/v1/infoproduts/:id',
    {
      config: { auth: true },
      tags,
      operationId: 'deleteInfoproduct',
      summary: 'Delete a lead page with its leads; its subdomain stops serving it and is free again',
    },
    deleteInfoproduct,
  );

  ownedList(
    app,
    '/api/v1/infoproduts',
    {
      config: { auth: true },
      tags,
      operationId: 'listInfoproducts',
      summary: 'My lead pages, paged, with the lists asked for',
    },
    { querystring: infoproductsQuery, page: InfoproductPage },
    listInfoproducts,
  );
};
