import {
  ErrorBody,
  PrivacyPolicyPage,
  signPrivacyPolicyBody,
  signTermsOfUseBody,
  TermsOfUsePage,
  termsQuery,
  UserSignPrivacyPolicy,
  UserSignPrivacyPolicyPage,
  UserSignTermsOfUse,
  UserSignTermsOfUsePage,
  userSignPrivacyPolicyQuery,
  userSignTermsOfUseQuery,
} from '@atalho/sdk/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import type { AppPlugin } from '../../http/validate';
import {
  type DocumentKind,
  documents,
  findSign,
  findVersion,
  insertSign,
  listSigns,
  listVersions,
  type SignRow,
  type VersionRow,
} from './queries';

function toVersion(row: VersionRow) {
  return { id: row.id, name: row.name, dateUpdate: row.dateUpdate.toISOString(), content: row.content };
}

function toTermsSign(row: SignRow): UserSignTermsOfUse {
  return { id: row.id, termsOfUse: row.version, dateCreate: row.createdAt.toISOString() };
}

function toPrivacySign(row: SignRow): UserSignPrivacyPolicy {
  return { id: row.id, privacyPolicy: row.version, dateCreate: row.createdAt.toISOString() };
}

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new AppError(401, ['unauthorized']);
  return request.user.id;
}

function versionOrder(kind: DocumentKind, orderBy: string | undefined) {
  const { versions } = documents[kind];
  const columns = { id: versions.id, name: versions.name, dateUpdate: versions.dateUpdate };
  return orderByColumns(parseOrderBy(orderBy, ['id', 'name', 'dateUpdate'] as const), columns);
}

function signOrder(kind: DocumentKind, orderBy: string | undefined) {
  const { signs } = documents[kind];
  const columns = { id: signs.id, dateCreate: signs.createdAt };
  return orderByColumns(parseOrderBy(orderBy, ['id', 'dateCreate'] as const), columns);
}

async function sign(db: Db, kind: DocumentKind, userId: number, versionId: number): Promise<SignRow> {
  if (!(await findVersion(db, kind, versionId))) throw notFound();
  await insertSign(db, kind, userId, versionId);
  const row = await findSign(db, kind, userId, versionId);
  if (!row) throw notFound();
  return row;
}

/** Terms of use and privacy policy versions, and each user's acceptance of them. */
export const termsRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/terms-of-use',
    {
      schema: {
        tags: ['terms'],
        summary: 'Terms of use versions',
        querystring: termsQuery,
        response: { 200: TermsOfUsePage },
      },
    },
    async ({ query: { page, size, orderBy } }) => {
      const { rows, total } = await listVersions(
        app.db,
        'termsOfUse',
        { page, size },
        versionOrder('termsOfUse', orderBy),
      );
      return toPage(rows.map(toVersion), total, { page, size });
    },
  );

  app.get(
    '/api/v1/privacy-policies',
    {
      schema: {
        tags: ['terms'],
        summary: 'Privacy policy versions',
        querystring: termsQuery,
        response: { 200: PrivacyPolicyPage },
      },
    },
    async ({ query: { page, size, orderBy } }) => {
      const { rows, total } = await listVersions(
        app.db,
        'privacyPolicy',
        { page, size },
        versionOrder('privacyPolicy', orderBy),
      );
      return toPage(rows.map(toVersion), total, { page, size });
    },
  );

  app.get(
    '/api/v1/user-sign-terms-of-use',
    {
      config: { auth: true },
      schema: {
        tags: ['terms'],
        summary: 'My acceptances of the terms of use',
        querystring: userSignTermsOfUseQuery,
        response: { 200: UserSignTermsOfUsePage },
      },
    },
    async (request) => {
      const { page, size, orderBy, termsOfUseId } = request.query;
      const { rows, total } = await listSigns(
        app.db,
        'termsOfUse',
        userIdOf(request),
        termsOfUseId,
        { page, size },
        signOrder('termsOfUse', orderBy),
      );
      return toPage(rows.map(toTermsSign), total, { page, size });
    },
  );

  app.post(
    '/api/v1/user-sign-terms-of-use',
    {
      config: { auth: true },
      schema: {
        tags: ['terms'],
        summary: 'Accept a terms of use version',
        body: signTermsOfUseBody,
        response: { 201: UserSignTermsOfUse, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(toTermsSign(await sign(app.db, 'termsOfUse', userIdOf(request), request.body.termsOfUse.id))),
  );

  app.get(
    '/api/v1/user-sign-privacy-policy',
    {
      config: { auth: true },
      schema: {
        tags: ['terms'],
        summary: 'My acceptances of the privacy policy',
        querystring: userSignPrivacyPolicyQuery,
        response: { 200: UserSignPrivacyPolicyPage },
      },
    },
    async (request) => {
      const { page, size, orderBy, privacyPolicyId } = request.query;
      const { rows, total } = await listSigns(
        app.db,
        'privacyPolicy',
        userIdOf(request),
        privacyPolicyId,
        { page, size },
        signOrder('privacyPolicy', orderBy),
      );
      return toPage(rows.map(toPrivacySign), total, { page, size });
    },
  );

  app.post(
    '/api/v1/user-sign-privacy-policy',
    {
      config: { auth: true },
      schema: {
        tags: ['terms'],
        summary: 'Accept a privacy policy version',
        body: signPrivacyPolicyBody,
        response: { 201: UserSignPrivacyPolicy, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          toPrivacySign(
            await sign(app.db, 'privacyPolicy', userIdOf(request), request.body.privacyPolicy.id),
          ),
        ),
  );
};

export default termsRoutes;
