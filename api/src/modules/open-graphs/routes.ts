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
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import type { OutboundOptions } from '../../http/outbound-fetch';
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
const deleted = { 204: v.null(), 404: ErrorBody };
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

  app.delete(
    '/api/v1/open-graphs/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'deleteOpenGraph',
        summary: 'Remove one of my previews',
        params: IdParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteOpenGraph(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
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

  app.get(
    '/api/v1/open-graphs',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'listOpenGraphs',
        summary: 'My previews, paged',
        querystring: openGraphsQuery,
        response: { 200: OpenGraphPage },
      },
    },
    async (request) => listOpenGraphs(app.db, signedInUser(request).id, request.query),
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
      const { row, deleted: removed } = await updateOpenGraphField(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return { ...toOpenGraphField(row), deleted: removed };
    },
  );

  app.delete(
    '/api/v1/open-graph-fields/:id',
    {
      config: { auth: true },
      schema: {
        tags: fieldTags,
        operationId: 'deleteOpenGraphField',
        summary: 'Remove a field of one of my previews',
        params: IdParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await deleteOpenGraphField(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
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

  app.get(
    '/api/v1/open-graph-fields',
    {
      config: { auth: true },
      schema: {
        tags: fieldTags,
        operationId: 'listOpenGraphFields',
        summary: 'Fields of my previews, paged',
        querystring: openGraphFieldsQuery,
        response: { 200: OpenGraphFieldPage },
      },
    },
    async (request) => listOpenGraphFields(app.db, signedInUser(request).id, request.query),
  );
};
