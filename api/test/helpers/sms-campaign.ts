import { Shooting } from '@atalho/sdk/schemas/sms';
import type pg from 'pg';
import * as v from 'valibot';
import { grantPlan, signIn } from '../../../bench/lib/api-setup.mjs';
import type { ServerProcess } from './server-process';

export interface CampaignContact {
  id: number;
  number: string;
  status: string;
}

/**
 * A PRO owner with a business name, `optedIn` OPT_IN contacts and 10 that must never receive anything (SAVED and
 * OPT_OUT), straight in the table, credit for all of them, and a SIMPLE campaign to every contact, saved through
 * the API of a real server process (not yet sent). `send()` starts it.
 */
export async function savedCampaign(
  server: ServerProcess,
  db: pg.Client,
  { email, optedIn, prefix }: { email: string; optedIn: number; prefix: string },
) {
  const token = await signIn(server.base, email, 'Dona');
  await grantPlan(server.base, server.adminToken, email, 'PRO');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const config = await fetch(`${server.base}/api/v1/sms-configs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ business: 'Loja Dona' }),
  });
  if (config.status >= 300) throw new Error(`sms config: ${config.status}`);
  const { rows: users } = await db.query<{ id: number }>('select id from users where email = $1', [email]);
  const userId = users[0]?.id as number;
  const { rows: contacts } = await db.query<CampaignContact>(
    `insert into contacts (user_id, number, status, code)
     select $1, '55119' || lpad(n::text, 8, '0'),
       case when n <= $2 then 'OPT_IN' when n % 2 = 0 then 'SAVED' else 'OPT_OUT' end,
       $3 || lpad(n::text, 9, '0')
     from generate_series(1, $2 + 10) as n
     returning id, number, status`,
    [userId, optedIn, prefix],
  );
  const credit = optedIn * 50;
  await db.query(
    `insert into credit_entries (user_id, type, status, total, remaining) values ($1, 'PURCHASE', 'PAID', $2, $2)`,
    [userId, credit],
  );
  const saved = await fetch(`${server.base}/api/v1/sms-shootings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Campanha',
      type: 'SIMPLE',
      template: 'Promocao de hoje',
      smsShootingHasContacts: contacts.map((contact) => ({ contact: { id: contact.id } })),
    }),
  });
  if (saved.status !== 201) throw new Error(`save campaign: ${saved.status} ${await saved.text()}`);
  const shootingId = v.parse(Shooting, await saved.json()).id;
  return {
    userId,
    contacts,
    shootingId,
    credit,
    /** Starts the send through `base` (the API answers once the start has committed). */
    async send(base = server.base) {
      const sent = await fetch(`${base}/api/v1/sms-shootings/send`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: shootingId }),
      });
      if (sent.status !== 200) throw new Error(`send campaign: ${sent.status} ${await sent.text()}`);
      return v.parse(Shooting, await sent.json());
    },
  };
}

/** How many SMS each number got at the gateway (the stub's requests). */
export function smsPerNumber(requests: readonly { body: unknown }[]): Map<string, number> {
  const perNumber = new Map<string, number>();
  for (const request of requests) {
    const to = (request.body as { to: string }).to;
    perNumber.set(to, (perNumber.get(to) ?? 0) + 1);
  }
  return perNumber;
}
