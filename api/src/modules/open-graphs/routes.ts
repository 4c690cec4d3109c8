import {
  createOpenGraphBody,
  createOpenGraphFieldBody,
  ErrorBody,
  IdParams,
  OpenGraph,
  OpenGraphField,
  OpenGraphFieldPage,
  OpenGraphPage,
  OpenGraphTags,
  openGraphFieldsQuery,
  openGraphsQuery,
  openGraphTagsQuery,
  updateOpenGraphBody,
  updateOpenGraphFieldBody,
} from '@atalho/sdk/schemas';
import { signedInUser } from '../../auth/signed-in-user';
import type { OutboundOptions } from '../../http/outbound-fetch';
import { ownedDelete, ownedList } from '../../http/owned-routes';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { fetchOpenGraphTags } from './fetch-open-graph-tags';
import { getOpenGraphOrThrow } from './get-open-graph-or-throw';
import { listOpenGraphFields, listOpenGraphs } from './list-open-graphs';
import { createOpenGraph, deleteOpenGraph, updateOpenGraph } from './save-open-graph';
import {
  createOpenGraphField,
  deleteOpenGraphField,
  getOpenGraphFieldOrThrow,
  updateOpenGraphField,
} from './save-open-graph-field';
import { toOpenGraph, toOpenGraphField } from './transform';

export interface OpenGraphRoutesOptions extends Record<string, unknown> {
  outbound: OutboundOptions;
}

const tags = ['open-graphs'];
const fieldTags = ['open-graph-fields'];
// Saving a preview is the PRO feature (spec 001 §1); reading and removing one are not.
const save = { auth: true, feature: 'customPreview' } as const;

/** Link previews (spec 001 §7 "Open graph"): the previews, their fields one by one, and tags of a page. */
export const openGraphRoutes: AppPlugin<OpenGraphRoutesOptions> = async (app, { outbound }) => {
  app.get(
    '/api/v1/open-graphs/tags',
    {
      config: { auth: true, rateLimit: rateLimitsOf(app.config).previewTags },
      schema: {
        tags,
        operationId: 'getOpenGraphTags',
        summary: "Fetch a page's preview tags (og:*, article:*, book:*, product:*)",
        querystring: openGraphTagsQuery,
        response: { 200: OpenGraphTags, 422: ErrorBody },
      },
    },
    async (request) => fetchOpenGraphTags(request.query.source, outbound),
  );

  app.post(
    '/api/v1/open-graphs',
    {
      config: save,
      schema: {
        tags,
        operationId: 'createOpenGraph',
        summary: 'Save the preview of one of my links',
        body: createOpenGraphBody,
        response: { 201: OpenGraph, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(toOpenGraph(await createOpenGraph(app.db, signedInUser(request).id, request.body))),
  );

  app.patch(
    '/api/v1/open-graphs/:id',
    {
      config: save,
      schema: {
        tags,
        operationId: 'updateOpenGraph',
        summary: 'Change fields of one of my previews',
        params: IdParams,
        body: updateOpenGraphBody,
        response: { 200: OpenGraph, 404: ErrorBody },
      },
    },
    async (request) =>
      toOpenGraph(await updateOpenGraph(app.db, signedInUser(request).id, request.params.id, request.body)),
  );

  ownedDelete(
    app,
    '/api/v1/open-graphs/:id',
    { config: { auth: true }, tags, operationId: 'deleteOpenGraph', summary: 'Remove one of my previews' },
    deleteOpenGraph,
  );

  app.get(
    '/api/v1/open-graphs/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'getOpenGraph',
        summary: 'One of my previews',
        params: IdParams,
        response: { 200: OpenGraph, 404: ErrorBody },
      },
    },
    async (request) =>
      toOpenGraph(await getOpenGraphOrThrow(app.db, signedInUser(request).id, { id: request.params.id })),
  );

  ownedList(
    app,
    '/api/v1/open-graphs',
    { config: { auth: true }, tags, operationId: 'listOpenGraphs', summary: 'My previews, paged' },
    { querystring: openGraphsQuery, page: OpenGraphPage },
    listOpenGraphs,
  );

  app.post(
    '/api/v1/open-graph-fields',
    {
      config: save,
      schema: {
        tags: fieldTags,
        operationId: 'createOpenGraphField',
        summary: 'Add a field to one of my previews',
        body: createOpenGraphFieldBody,
        response: { 201: OpenGraphField, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(toOpenGraphField(await createOpenGraphField(app.db, signedInUser(request).id, request.body))),
  );

  app.patch(
    '/api/v1/open-graph-fields/:id',
    {
      config: save,
      schema: {
        tags: fieldTags,
        operationId: 'updateOpenGraphField',
        summary: 'Change or remove (deleted: true) a field of one of my previews',
        params: IdParams,
        body: updateOpenGraphFieldBody,
        response: { 200: OpenGraphField, 404: ErrorBody },
      },
    },
    async (request) => {
      const { row, deleted } = await updateOpenGraphField(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return { ...toOpenGraphField(row), deleted };
    },
  );

  ownedDelete(
    app,
    '/api/v1/open-graph-fields/:id',
    {
      config: { auth: true },
      tags: fieldTags,
      operationId: 'deleteOpenGraphField',
      summary: 'Remove a field of one of my previews',
    },
    deleteOpenGraphField,
  );

  app.get(
    '/api/v1/open-graph-fields/:id',
    {
      config: { auth: true },
      schema: {
        tags: fieldTags,
        operationId: 'getOpenGraphField',
        summary: 'One field of one of my previews',
        params: IdParams,
        response: { 200: OpenGraphField, 404: ErrorBody },
      },
    },
    async (request) =>
      toOpenGraphField(await getOpenGraphFieldOrThrow(app.db, signedInUser(request).id, request.params.id)),
  );

  ownedList(
    app,
    '/api/v1/open-graph-fields',
    {
      config: { auth: true },
      tags: fieldTags,
      operationId: 'listOpenGraphFields',
      summary: 'Fields of my previews, paged',
    },
    { querystring: openGraphFieldsQuery, page: OpenGraphFieldPage },
    listOpenGraphFields,
  );
};
