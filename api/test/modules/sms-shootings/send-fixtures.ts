import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../src/db/rows';
import { bearer } from '../../helpers/test-app';
import { credit, owner, smsConfig } from '../contact-consents/fixtures';

export { balanceOf, contact, owner, smsConfig } from '../contact-consents/fixtures';

/** A PRO owner with a business name and `centavos` of credit. */
export async function sender(app: FastifyInstance, email: string, centavos: number) {
  const me = await owner(app, email, true);
  await smsConfig(app, me.id, 'PADARIA SOL');
  if (centavos > 0) await credit(app, me.id, centavos);
  return me;
}

/** Saves a shooting through the API with these recipients; answers its id. */
export async function saveShooting(
  app: FastifyInstance,
  token: string,
  contactIds: readonly number[],
  body: Record<string, unknown> = {},
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/sms-shootings',
    headers: bearer(token),
    payload: {
      title: 'Promo',
      type: 'SIMPLE',
      template: 'Pao quentinho hoje',
      smsShootingHasContacts: contactIds.map((id) => ({ contact: { id } })),
      ...body,
    },
  });
  if (response.statusCode !== 201) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

export function send(app: FastifyInstance, token: string, id: number) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/sms-shootings/send',
    headers: bearer(token),
    payload: { id },
  });
}

/** The `sms-shootings.send` job, as the queue would run it. */
export function runSendJob(app: FastifyInstance, shootingId: number) {
  return app.jobs.runNow('sms-shootings.send', { data: { shootingId } });
}

export async function shootingRow(app: FastifyInstance, id: number) {
  const [row] = rowsOf<{
    status: string;
    failure_reason: string | null;
    cost_debited: number;
    cost_refunded: number;
    date_time_send: Date | null;
  }>(await app.db.execute(sql`select * from sms_shootings where id = ${id}`));
  if (!row) throw new Error(`no shooting ${id}`);
  return row;
}

/** Each recipient's state and message, by contact id. */
export async function recipientsOf(app: FastifyInstance, shootingId: number) {
  const rows = rowsOf<{ contact_id: number; state: string; sms_message_id: number | null }>(
    await app.db.execute(
      sql`select contact_id, state, sms_message_id from sms_shooting_contacts where shooting_id = ${shootingId}`,
    ),
  );
  return new Map(rows.map((row) => [Number(row.contact_id), row]));
}

/** The campaign messages stored for a shooting, by contact id. */
export async function messagesOf(app: FastifyInstance, shootingId: number) {
  return rowsOf<{ id: number; key: string; contact_id: number; to: string; text: string; status: string }>(
    await app.db.execute(
      sql`select * from sms_messages where kind = 'SHOOTING' and key like ${`shooting:${shootingId}:%`} order by id`,
    ),
  );
}

export async function ledgerOf(app: FastifyInstance, userId: number) {
  const entries = rowsOf<{ type: string; status: string; total: number; remaining: number }>(
    await app.db.execute(
      sql`select type, status, total, remaining from credit_entries where user_id = ${userId} order by id`,
    ),
  );
  const debits = rowsOf<{ amount: number; reference: string | null }>(
    await app.db.execute(
      sql`select amount, reference from credit_debits where user_id = ${userId} order by id`,
    ),
  );
  return { entries, debits };
}

export async function setContactStatus(app: FastifyInstance, contactId: number, status: string) {
  await app.db.execute(sql`update contacts set status = ${status} where id = ${contactId}`);
}
