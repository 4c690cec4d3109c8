import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorBody, IdParams } from '@atalho/sdk/schemas';
import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { signedInUser } from '../auth/signed-in-user';
import type { AuthenticatedUser } from '../auth/types';
import type { Db } from '../db/client';
import type { ValibotTypeProvider } from './validate';

/** The instance a module's plugin (`AppPlugin`) receives. */
type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ValibotTypeProvider
>;

/** What each owned route still declares itself: its auth and plan `feature`, and its OpenAPI words. */
export interface OwnedRouteDoc {
  config: FastifyContextConfig;
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
}

/**
 * `GET url`: one page of the signed-in user's rows, `list` scoped to them with the validated query (and given the
 * user, for what their plan shows of each row). The shape every owner's list route had written out again.
 */
export function ownedList<Query extends v.GenericSchema, Answer extends v.GenericSchema>(
  app: App,
  url: string,
  { config, ...doc }: OwnedRouteDoc,
  { querystring, page }: { querystring: Query; page: Answer },
  list: (
    db: Db,
    ownerId: number,
    query: v.InferOutput<Query>,
    owner: AuthenticatedUser,
  ) => Promise<v.InferInput<Answer>>,
): void {
  // Widened: the reply's type is checked where `list` is given, against `page`.
  const response: Record<number, v.GenericSchema> = { 200: page };
  app.get(url, { config, schema: { ...doc, querystring, response } }, async (request) => {
    const owner = signedInUser(request);
    return list(app.db, owner.id, request.query, owner);
  });
}

/**
 * `DELETE url` (ending in `:id`) of one of the signed-in user's rows: `remove` is scoped to them and throws
 * `notFound()` when the row is missing or not theirs (404 `{ messages }`); 204 otherwise.
 */
export function ownedDelete(
  app: App,
  url: string,
  { config, ...doc }: OwnedRouteDoc,
  remove: (db: Db, ownerId: number, id: number) => Promise<unknown>,
): void {
  app.delete(
    url,
    { config, schema: { ...doc, params: IdParams, response: { 204: v.null(), 404: ErrorBody } } },
    async (request, reply) => {
      await remove(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
