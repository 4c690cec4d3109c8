import { ErrorBody, IdParams, UploadedFile, uploadBody } from '@atalho/sdk/schemas';
import { signedInUser } from '../../auth/signed-in-user';
import { notFound } from '../../errors';
import { ownedDelete } from '../../http/owned-routes';
import { rateLimitsOf } from '../../http/rate-limits';
import { type AppPlugin, valibotValidatorCompiler } from '../../http/validate';
import { findOwnedFile, markFileDeleted } from './queries';
import { readUpload } from './read-upload';
import { filesOrigin, toUploadedFile } from './transform';
import { uploadFile } from './upload-file';

const tags = ['files'];

/** Uploads of the signed-in user (spec 001 §5): store, read back, mark deleted. */
export const fileRoutes: AppPlugin = async (app) => {
  const origin = filesOrigin(app.config);

  app.post(
    '/api/v1/files',
    {
      config: { auth: true, rateLimit: rateLimitsOf(app.config).uploads },
      // A multipart body is a stream the handler reads (`body` documents it for /api-doc); any other body was
      // parsed already and is checked like every route's, then refused (415) by the handler.
      validatorCompiler: (route) => {
        const check = valibotValidatorCompiler(route);
        return route.httpPart === 'body'
          ? (data: unknown) => (data == null ? { value: data } : check(data))
          : check;
      },
      schema: {
        operationId: 'createFile',
        tags,
        summary:
          'Upload an image, video, audio or PDF (multipart: kind, purpose for a PDF, then file); images are re-encoded',
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 201: UploadedFile, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const row = await uploadFile(app.db, app.providers.storage, user, await readUpload(request));
      return reply.status(201).send(toUploadedFile(row, origin));
    },
  );

  app.get(
    '/api/v1/files/:id',
    {
      config: { auth: true },
      schema: {
        operationId: 'getFile',
        tags,
        summary: 'One of my uploaded files',
        params: IdParams,
        response: { 200: UploadedFile, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await findOwnedFile(app.db, signedInUser(request).id, request.params.id);
      if (!row) throw notFound();
      return toUploadedFile(row, origin);
    },
  );

  ownedDelete(
    app,
    '/api/v1/files/:id',
    {
      config: { auth: true },
      operationId: 'deleteFile',
      tags,
      summary: 'Mark one of my uploaded files deleted (its address stops serving once no upload names it)',
    },
    async (db, ownerId, id) => {
      if (!(await markFileDeleted(db, ownerId, id))) throw notFound();
    },
  );
};
