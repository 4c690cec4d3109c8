import type { ContactStatus } from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../src/db/rows';

export { owner } from '../infoproduct-leads/fixtures';

let serial = 0;

/** The owner's SMS config straight in its table (the sms-configs module writes it in the app). */
export async function smsConfig(
  app: FastifyInstance,
  userId: number,
  business = 'PADARIA SOL',
): Promise<void> {
  await app.db.execute(sql`insert into sms_configs (user_id, business) values (${userId}, ${business})
    on conflict (user_id) do update set business = excluded.business`);
}

/** A contact straight in its table; its code and number unique unless given. */
export async function contact(
  app: FastifyInstance,
  userId: number,
  options: { status?: ContactStatus; number?: string; code?: string } = {},
): Promise<{ id: number; code: string; number: string }> {
  serial += 1;
  const number = options.number ?? `55119${String(10_000_000 + serial).slice(-8)}`;
  const code = options.code ?? `Code${String(serial).padStart(6, '0')}`;
  const [row] = rowsOf<{ id: number }>(
    await app.db.execute(sql`insert into contacts (user_id, number, status, code)
      values (${userId}, ${number}, ${options.status ?? 'SAVED'}, ${code}) returning id`),
  );
  return { id: Number(row?.id), code, number };
}

export async function statusOf(app: FastifyInstance, contactId: number): Promise<ContactStatus> {
  const [row] = rowsOf<{ status: ContactStatus }>(
    await app.db.execute(sql`select status from contacts where id = ${contactId}`),
  );
  if (!row) throw new Error(`no contact ${contactId}`);
  return row.status;
}

export async function consentsOf(app: FastifyInstance, contactId: number) {
  return rowsOf<{
    from_status: ContactStatus | null;
    to_status: ContactStatus;
    source: string;
    number: string;
    business: string | null;
    ip: string | null;
    user_agent: string | null;
    sms_message_id: number | null;
  }>(await app.db.execute(sql`select * from contact_consents where contact_id = ${contactId} order by id`));
}

/** Credit straight in the ledger (a paid purchase of `centavos`). */
export async function credit(app: FastifyInstance, userId: number, centavos: number): Promise<void> {
  await app.db.execute(sql`insert into credit_entries (user_id, type, status, total, remaining)
    values (${userId}, 'PURCHASE', 'PAID', ${centavos}, ${centavos})`);
}

export async function balanceOf(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = rowsOf<{ balance: string | number | null }>(
    await app.db.execute(sql`select coalesce(sum(remaining), 0) as balance from credit_entries
      where user_id = ${userId} and status in ('PAID', 'SUCCESS')`),
  );
  return Number(row?.balance ?? 0);
}

export async function smsOf(app: FastifyInstance, userId: number) {
  return rowsOf<{ id: number; key: string; contact_id: number; to: string; text: string; kind: string }>(
    await app.db.execute(sql`select * from sms_messages where user_id = ${userId} order by id`),
  );
}
