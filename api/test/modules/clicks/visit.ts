import type { FastifyInstance } from 'fastify';

/** The visit token a browser gets with a link: the lookup's Visit-Token header (the page embeds the same). */
export async function visitToken(app: FastifyInstance, code: string): Promise<string> {
  const response = await app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` });
  const token = response.headers['visit-token'];
  if (typeof token !== 'string') throw new Error(`no visit token for ${code}: ${response.statusCode}`);
  return token;
}
