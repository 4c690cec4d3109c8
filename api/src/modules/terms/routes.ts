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
import { signedInUser } from '../../auth/signed-in-user';
import { toPage } from '../../http/paging';
import type { AppPlugin } from '../../http/validate';
import { listUserSigns } from './list-signs';
import { listDocumentVersions } from './list-versions';
import { signDocument } from './sign-document';
import { toPrivacySign, toTermsSign, toVersion } from './transform';

const tags = ['terms'];

export const termsRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/terms-of-use',
    {
      config: { auth: false },
      schema: {
        tags,
        operationId: 'listTermsOfUse',
        summary: 'Terms of use versions',
        querystring: termsQuery,
        response: { 200: TermsOfUsePage },
      },
    },
    async ({ query: { page, size, orderBy } }) => {
      const { rows, total } = await listDocumentVersions(app.db, 'termsOfUse', { page, size }, orderBy);
      return toPage(rows.map(toVersion), total, { page, size });
    },
  );

  app.get(
    '/api/v1/privacy-policies',
    {
      config: { auth: false },
      schema: {
        tags,
        operationId: 'listPrivacyPolicies',
        summary: 'Privacy policy versions',
        querystring: termsQuery,
        response: { 200: PrivacyPolicyPage },
      },
    },
    async ({ query: { page, size, orderBy } }) => {
      const { rows, total } = await listDocumentVersions(app.db, 'privacyPolicy', { page, size }, orderBy);
      return toPage(rows.map(toVersion), total, { page, size });
    },
  );

  app.get(
    '/api/v1/user-sign-terms-of-use',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'listTermsOfUseAcceptances',
        summary: 'My acceptances of the terms of use',
        querystring: userSignTermsOfUseQuery,
        response: { 200: UserSignTermsOfUsePage },
      },
    },
    async (request) => {
      const { page, size, orderBy, termsOfUseId } = request.query;
      const { rows, total } = await listUserSigns(
        app.db,
        'termsOfUse',
        signedInUser(request).id,
        { versionId: termsOfUseId, orderBy },
        { page, size },
      );
      return toPage(rows.map(toTermsSign), total, { page, size });
    },
  );

  app.post(
    '/api/v1/user-sign-terms-of-use',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'acceptTermsOfUse',
        summary: 'Accept a terms of use version',
        body: signTermsOfUseBody,
        response: { 201: UserSignTermsOfUse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await signDocument(
        app.db,
        'termsOfUse',
        signedInUser(request).id,
        request.body.termsOfUse.id,
      );
      return reply.status(201).send(toTermsSign(row));
    },
  );

  app.get(
    '/api/v1/user-sign-privacy-policy',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'listPrivacyPolicyAcceptances',
        summary: 'My acceptances of the privacy policy',
        querystring: userSignPrivacyPolicyQuery,
        response: { 200: UserSignPrivacyPolicyPage },
      },
    },
    async (request) => {
      const { page, size, orderBy, privacyPolicyId } = request.query;
      const { rows, total } = await listUserSigns(
        app.db,
        'privacyPolicy',
        signedInUser(request).id,
        { versionId: privacyPolicyId, orderBy },
        { page, size },
      );
      return toPage(rows.map(toPrivacySign), total, { page, size });
    },
  );

  app.post(
    '/api/v1/user-sign-privacy-policy',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'acceptPrivacyPolicy',
        summary: 'Accept a privacy policy version',
        body: signPrivacyPolicyBody,
        response: { 201: UserSignPrivacyPolicy, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const row = await signDocument(app.db, 'privacyPolicy', user.id, request.body.privacyPolicy.id);
      return reply.status(201).send(toPrivacySign(row));
    },
  );
};
