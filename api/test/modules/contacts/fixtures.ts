import type { ContactBody } from '@atalho/sdk/schemas/sms';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../src/db/rows';
import { bearer, signIn } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';

export interface Owner {
  id: number;
  token: string;
  email: string;
}

export async function rows(app: FastifyInstance, query: string): Promise<Record<string, unknown>[]> {
  return rowsOf(await app.db.execute(query));
}

/** A signed-in owner, PRO when asked, with a business name unless `business` is null. */
export async function owner(
  app: FastifyInstance,
  email: string,
  { pro = false, business = 'LOJA DA ANA' as string | null } = {},
): Promise<Owner> {
  const token = await signIn(app, email);
  if (pro) await grantPlan(app, email, 'PRO');
  const me = await app.inject({ url: '/api/v1/auth', headers: bearer(token) });
  const who = { id: Number(me.json().id), token, email };
  if (business !== null) {
    const saved = await saveConfig(app, who, { business });
    if (saved.statusCode !== 200) throw new Error(`config failed: ${saved.statusCode} ${saved.body}`);
  }
  return who;
}

export function saveConfig(app: FastifyInstance, who: Owner, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/sms-configs', headers: bearer(who.token), payload });
}

/** A valid mobile number: 55 11 9 and eight digits from `n`. */
export const numberOf = (n: number) => `55119${String(n).padStart(8, '0')}`;

export function saveOne(app: FastifyInstance, who: Owner, payload: ContactBody | Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/contacts', headers: bearer(who.token), payload });
}

export function saveAll(app: FastifyInstance, who: Owner, payload: unknown[]) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/contacts/all',
    headers: bearer(who.token),
    payload: payload as object,
  });
}

export function get(app: FastifyInstance, who: Owner, url: string) {
  return app.inject({ url, headers: bearer(who.token) });
}
