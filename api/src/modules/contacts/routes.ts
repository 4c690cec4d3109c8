import { ErrorBody, IdParams } from '@atalho/sdk/schemas';
import {
  Contact,
  ContactPage,
  ContactsSaved,
  contactBody,
  contactPropertiesQuery,
  contactsBody,
  contactsQuery,
  contactTagsQuery,
  PropertyNamePage,
  SegmentPage,
  segmentsQuery,
  TagPage,
} from '@atalho/sdk/schemas/sms';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../auth/signed-in-user';
import { ownedDelete, ownedList } from '../../http/owned-routes';
import type { AppPlugin } from '../../http/validate';
import { deleteContact } from './delete-contact';
import { getContactOrThrow } from './get-contact-or-throw';
import { listContactProperties } from './list-contact-properties';
import { listContactTags } from './list-contact-tags';
import { listContacts } from './list-contacts';
import { listSegments } from './list-segments';
import { saveContact } from './save-contact';
import { type SavingClient, saveContacts } from './save-contacts';
import { toContact } from './transform';

const tags = ['contacts'];
const auth = { auth: true } as const;
/** 1,000 contacts with every segment, tag and property the contract allows stay under it. */
const BULK_BODY_LIMIT = 6 * 1024 * 1024;

const clientOf = (request: FastifyRequest): SavingClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/** Contacts, their tags, properties and segments (spec 002 §3, §7); the consent routes are contact-consents'. */
export const contactRoutes: AppPlugin = async (app) => {
  ownedList(
    app,
    '/api/v1/contacts',
    {
      config: auth,
      tags,
      operationId: 'listContacts',
      summary:
        'My contacts, paged, with every filter (tags, segments and properties: any value, or every one with …Exclusive)',
    },
    { querystring: contactsQuery, page: ContactPage },
    listContacts,
  );

  ownedList(
    app,
    '/api/v1/contacts/tags',
    { config: auth, tags, operationId: 'listContactTags', summary: "My contacts' tags, alphabetical" },
    { querystring: contactTagsQuery, page: TagPage },
    listContactTags,
  );

  ownedList(
    app,
    '/api/v1/contacts/properties',
    {
      config: auth,
      tags,
      operationId: 'listContactProperties',
      summary: "My contacts' property names, alphabetical",
    },
    { querystring: contactPropertiesQuery, page: PropertyNamePage },
    listContactProperties,
  );

  ownedList(
    app,
    '/api/v1/segments',
    {
      config: auth,
      tags: ['segments'],
      operationId: 'listSegments',
      summary: 'My segments with how many contacts each has',
    },
    { querystring: segmentsQuery, page: SegmentPage },
    listSegments,
  );

  app.get(
    '/api/v1/contacts/:id',
    {
      config: auth,
      schema: {
        tags,
        operationId: 'getContact',
        summary: 'One of my contacts with its segments and properties',
        params: IdParams,
        response: { 200: Contact, 404: ErrorBody },
      },
    },
    async (request) =>
      toContact(await getContactOrThrow(app.db, signedInUser(request).id, request.params.id)),
  );

  app.post(
    '/api/v1/contacts',
    {
      config: auth,
      schema: {
        tags,
        operationId: 'saveContact',
        summary:
          'Create a contact (no id: SAVED) or replace one (its id; a changed number goes back to SAVED); 400 businerRequiredInfo before the business name is set',
        body: contactBody,
        response: { 200: Contact, 201: Contact, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const ownerId = signedInUser(request).id;
      const { id, created } = await saveContact(app.db, ownerId, request.body, clientOf(request));
      return reply.status(created ? 201 : 200).send(toContact(await getContactOrThrow(app.db, ownerId, id)));
    },
  );

  app.post(
    '/api/v1/contacts/all',
    {
      config: auth,
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'saveAllContacts',
        summary:
          'Save up to 1,000 contacts at once, all or nothing; new numbers I already have are skipped and listed in duplicates',
        body: contactsBody,
        response: { 200: ContactsSaved, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => saveContacts(app.db, signedInUser(request).id, request.body, clientOf(request)),
  );

  ownedDelete(
    app,
    '/api/v1/contacts/:id',
    {
      config: auth,
      tags,
      operationId: 'deleteContact',
      summary:
        'Delete one of my contacts with its consent record; 400 businerRequiredInfo before the business name is set',
    },
    deleteContact,
  );
};
