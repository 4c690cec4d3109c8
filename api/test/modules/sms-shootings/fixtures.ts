import type { ShootingBody } from '@atalho/sdk/schemas/sms';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../helpers/test-app';
import { numberOf, type Owner, rows, saveAll } from '../contacts/fixtures';

export function saveShooting(
  app: FastifyInstance,
  who: Owner,
  payload: ShootingBody | Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: '/api/v1/sms-shootings', headers: bearer(who.token), payload });
}

export const simple = (extra: Partial<ShootingBody> = {}): ShootingBody => ({
  title: 'Black friday',
  type: 'SIMPLE',
  template: 'Tudo com 50% de desconto hoje',
  variables: [],
  shortenUrls: false,
  scheduled: false,
  ...extra,
});

export interface PersonSpec {
  status?: string;
  tags?: string;
  segments?: string[];
  properties?: Record<string, string>;
}

/** Saves the owner's contacts (numbers from `first`), sets their statuses; answers their ids in order. */
export async function addContacts(
  app: FastifyInstance,
  who: Owner,
  people: readonly PersonSpec[],
  first = 10,
): Promise<number[]> {
  const saved = await saveAll(
    app,
    who,
    people.map((person, n) => ({
      number: numberOf(first + n),
      tags: person.tags ?? '',
      segments: (person.segments ?? []).map((name) => ({ name })),
      properties: Object.entries(person.properties ?? {}).map(([name, value]) => ({ name, value })),
    })),
  );
  if (saved.statusCode !== 200) throw new Error(`contacts: ${saved.statusCode} ${saved.body}`);
  const ids: number[] = [];
  for (const [n, person] of people.entries()) {
    const [row] = await rows(
      app,
      `update contacts set status = '${person.status ?? 'OPT_IN'}' where user_id = ${who.id} and number = '${numberOf(first + n)}' returning id`,
    );
    ids.push(Number(row?.id));
  }
  return ids;
}
