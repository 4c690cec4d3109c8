import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AuthUser } from '@atalho/sdk/schemas';
import { unzipSync } from 'fflate';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { rowsOf } from '../../../src/db/rows';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { type PopulatedAccount, populateAccount } from './fixtures';

const ctx = useTestApp();

/**
 * How each table holds a user's rows (decision 037), as SQL over `t` with `$user` (their id) and `$links` (their
 * links' ids, taken before the deletion). A table missing here fails the first test: a new table must say
 * whether the deletion removes it, keeps it anonymous, or holds no one's rows.
 */
const owned: Record<string, string> = {
  users: 't.id = $user',
  auth_tokens: 't.user_id = $user',
  sign_in_codes: 't.user_id = $user',
  api_credentials: 't.user_id = $user',
  configs: 't.user_id = $user',
  domains: 't.user_id = $user',
  files: 't.user_id = $user',
  data_exports: 't.user_id = $user',
  open_graphs: 't.user_id = $user',
  open_graph_fields: 't.open_graph_id in (select id from open_graphs where user_id = $user)',
  biographies: 't.user_id = $user',
  biography_sections: 't.biography_id in (select id from biographies where user_id = $user)',
  biography_social_links: 't.biography_id in (select id from biographies where user_id = $user)',
  infoproducts: 't.user_id = $user',
  infoproduct_items: 't.infoproduct_id in (select id from infoproducts where user_id = $user)',
  infoproduct_form_fields: 't.infoproduct_id in (select id from infoproducts where user_id = $user)',
  infoproduct_form_field_options: `t.form_field_id in (select f.id from infoproduct_form_fields f
    join infoproducts p on p.id = f.infoproduct_id where p.user_id = $user)`,
  infoproduct_footers: 't.infoproduct_id in (select id from infoproducts where user_id = $user)',
  infoproduct_footer_links: `t.footer_id in (select f.id from infoproduct_footers f
    join infoproducts p on p.id = f.infoproduct_id where p.user_id = $user)`,
  infoproduct_leads: 't.infoproduct_id in (select id from infoproducts where user_id = $user)',
  infoproduct_lead_answers: `t.lead_id in (select l.id from infoproduct_leads l
    join infoproducts p on p.id = l.infoproduct_id where p.user_id = $user)`,
  sms_configs: 't.user_id = $user',
  contacts: 't.user_id = $user',
  segments: 't.user_id = $user',
  contact_segments: 't.contact_id in (select id from contacts where user_id = $user)',
  contact_properties: 't.user_id = $user',
  contact_consents: 't.user_id = $user',
  sms_messages: 't.user_id = $user',
  sms_shootings: 't.user_id = $user',
  sms_shooting_contacts: 't.shooting_id in (select id from sms_shootings where user_id = $user)',
  sms_shooting_links: 't.shooting_id in (select id from sms_shootings where user_id = $user)',
  contact_accesses: 't.shooting_id in (select id from sms_shootings where user_id = $user)',
  mail_messages: 't.user_id = $user',
  user_subscription_plans: 't.user_id = $user',
  subscription_cycles: 't.subscription_id in (select id from user_subscription_plans where user_id = $user)',
  payment_customers: 't.user_id = $user',
  saved_cards: 't.user_id = $user',
  payments: 't.user_id = $user',
  receipts: 't.user_id = $user',
  credit_entries: 't.user_id = $user',
  credit_debits: 't.user_id = $user',
  idempotency_keys: 't.user_id = $user',
  user_sign_terms_of_use: 't.user_id = $user',
  user_sign_privacy_policies: 't.user_id = $user',
  owner_click_quarter_hours: 't.user_id = $user',
  owner_clicks_daily: 't.user_id = $user',
  owner_domain_clicks_daily: 't.user_id = $user',
  owner_long_gap_visits: 't.user_id = $user',
  owner_visit_gaps: 't.user_id = $user',
  // The raw click history of their links, and reports about them.
  clicks: 't.online_address_id in ($links)',
  suspicious_clicks: 't.online_address_id in ($links)',
  click_sessions: 't.online_address_id in ($links)',
  click_visits: 't.online_address_id in ($links)',
  links_reports: 't.online_address_id in ($links)',
};
/** Kept, with no owner: the links (their codes are never handed out again) and their daily counts. */
const anonymous: Record<string, string> = {
  online_addresses: 't.id in ($links)',
  online_address_clicks: 't.online_address_id in ($links)',
  clicks_daily: 't.online_address_id in ($links)',
  click_dimensions_daily: 't.online_address_id in ($links)',
  click_quarter_hours: 't.online_address_id in ($links)',
};
/** Kept without the account: a trial is once per person, whatever the account (decision 030). */
const unlinked: Record<string, string> = { trial_claims: 't.user_id = $user' };
/** No one's rows. */
const global = [
  'subscription_plans',
  'subscription_plan_includes',
  'terms_of_use',
  'privacy_policies',
  'sms_inbound',
  'storage_removals',
  // The day's salt of the visitor ids without a cookie (decision 041): the same for every owner.
  'visitor_salts',
  // How far the click rollups have read the raw clicks (decision 042).
  'click_rollup_watermark',
];
/** Tables the fixture may leave empty (visits after a 32-hour gap; codes spent at sign-in). */
const mayBeEmpty = new Set(['owner_long_gap_visits', 'owner_visit_gaps', 'sign_in_codes']);

async function query(db: Db, text: string) {
  return rowsOf(await db.execute(text));
}

/** The tables of the schema; a partition is its parent's (the months of `clicks`, decision 043). */
async function tables(db: Db): Promise<string[]> {
  const rows = await query(
    db,
    `select c.relname as tablename from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  return rows.map((row) => String(row.tablename));
}

/** Each row (as JSON text) of the account in every table of `which`, by the rules above. */
async function rowsOfAccount(
  db: Db,
  account: PopulatedAccount,
  which: Record<string, string>,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [table, where] of Object.entries(which)) {
    const predicate = where
      .replaceAll('$user', String(account.userId))
      .replaceAll('$links', account.linkIds.join(','));
    const rows = await query(db, `select to_jsonb(t)::text as row from "${table}" t where ${predicate}`);
    out[table] = rows.map((row) => String(row.row)).sort();
  }
  return out;
}

/** Every row of every table, for "nothing changed". */
async function everything(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tables(db)) {
    const rows = await query(db, `select to_jsonb(t)::text as row from "${table}" t`);
    out[table] = rows.map((row) => String(row.row)).sort();
  }
  return out;
}

function deleteAccount(token: string, confirmation: string) {
  return ctx.app.inject({
    method: 'DELETE',
    url: '/api/v1/account',
    headers: bearer(token),
    payload: { confirmation },
  });
}

/** An export of theirs, ready (so the deletion also has an export's stored bytes to remove). */
async function readyExport(account: PopulatedAccount): Promise<void> {
  const queued = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/account/data-exports',
    headers: bearer(account.token),
  });
  await ctx.app.jobs.runNow('account.build-export', { data: { exportId: queued.json().id } });
}

async function storedKeys(): Promise<string[]> {
  const config = ctx.app.config.storage;
  if (config.kind !== 'local') throw new Error('the test reads the local storage');
  const keys: string[] = [];
  for (const folder of await readdir(config.dir).catch(() => []))
    keys.push(...(await readdir(join(config.dir, folder))));
  return keys.sort();
}

describe('account deletion (LGPD, decision 037)', () => {
  it('classifies every table: what the deletion removes, keeps anonymous, keeps unlinked, or holds no one', async () => {
    const classified = new Set([
      ...Object.keys(owned),
      ...Object.keys(anonymous),
      ...Object.keys(unlinked),
      ...global,
    ]);
    expect((await tables(ctx.app.db)).filter((table) => !classified.has(table))).toEqual([]);
  });

  it('removes every row the account owns in one go; its links stay ownerless with anonymous counts; others untouched', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const beto = await populateAccount(ctx.app, 'beto');
    await readyExport(ana);
    const before = await rowsOfAccount(ctx.app.db, ana, owned);
    // The fixture fills every table, so each "0 after" below means something.
    expect(
      Object.entries(before)
        .filter(([table, rows]) => rows.length === 0 && !mayBeEmpty.has(table))
        .map(([t]) => t),
    ).toEqual([]);
    const anonymousBefore = await rowsOfAccount(ctx.app.db, ana, anonymous);
    for (const table of ['online_addresses', 'online_address_clicks', 'clicks_daily', 'click_quarter_hours'])
      expect(anonymousBefore[table]?.length, table).toBeGreaterThan(0);
    const betoBefore = await rowsOfAccount(ctx.app.db, beto, { ...owned, ...anonymous, ...unlinked });

    const response = await deleteAccount(ana.token, '  ANA@example.com ');
    expect(response.statusCode).toBe(204);

    const after = await rowsOfAccount(ctx.app.db, ana, owned);
    expect(Object.entries(after).filter(([, rows]) => rows.length > 0)).toEqual([]);
    // No row of theirs left under any owner: the ids they had are gone from each table, and so is their text.
    for (const [table, rows] of Object.entries(before)) {
      const ids = rows.map((row) => JSON.parse(row).id).filter((id) => id !== undefined);
      if (ids.length === 0) continue;
      const left = await query(
        ctx.app.db,
        `select count(*)::int as n from "${table}" where id in (${ids.join(',')})`,
      );
      expect(left[0]?.n, table).toBe(0);
    }
    const all = JSON.stringify(await everything(ctx.app.db));
    expect(all).not.toMatch(/ana\.exemplo|ana@example|Pessoa ana|lead-de-ana|Contato ana/);

    const kept = await rowsOfAccount(ctx.app.db, ana, anonymous);
    for (const [table, rows] of Object.entries(anonymousBefore))
      expect(kept[table]?.length, table).toBe(rows.length);
    for (const row of kept.online_addresses ?? []) {
      const link = JSON.parse(row);
      expect(link).toMatchObject({
        user_id: null,
        active: false,
        url: '',
        tags: null,
        open_graph: null,
        domain: null,
      });
      expect(link.deleted_at).not.toBeNull();
    }
    for (const row of kept.online_address_clicks ?? []) expect(JSON.parse(row).user_id).toBeNull();
    expect(await rowsOfAccount(ctx.app.db, ana, unlinked)).toEqual({ trial_claims: [] });
    expect(await query(ctx.app.db, "select user_id from trial_claims where value = 'fp-ana'")).toEqual([
      { user_id: null },
    ]);
    // A deleted link's code answers as any unknown one, and is never handed out again.
    const code = JSON.parse(kept.online_addresses?.[0] ?? '{}').code;
    expect(
      (await ctx.app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` })).statusCode,
    ).toBe(404);

    expect(await rowsOfAccount(ctx.app.db, beto, { ...owned, ...anonymous, ...unlinked })).toEqual(
      betoBefore,
    );
  });

  it('removes the stored bytes after the commit, keeping bytes another account holds too; the job is idempotent', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const beto = await populateAccount(ctx.app, 'beto');
    await readyExport(ana);
    const exportKey = String((await query(ctx.app.db, 'select key from data_exports'))[0]?.key);
    // Carla uploads the same picture as Ana: one stored copy, named by both.
    const carla = await populateAccount(ctx.app, 'carla');
    expect(carla.uploadKeys).toEqual(ana.uploadKeys);
    const keysBefore = await storedKeys();
    expect(keysBefore).toEqual(expect.arrayContaining([exportKey, ...ana.uploadKeys, ...beto.uploadKeys]));

    expect((await deleteAccount(ana.token, ana.email)).statusCode).toBe(204);
    // JOBS=off: the removal ran with the request. Ana's export went; the picture Carla also holds stayed.
    expect(await storedKeys()).toEqual(keysBefore.filter((key) => key !== exportKey));
    expect((await ctx.app.inject({ url: `/files/${ana.uploadKeys[0]}` })).statusCode).toBe(200);

    expect((await deleteAccount(carla.token, carla.email)).statusCode).toBe(204);
    expect(await storedKeys()).toEqual(
      keysBefore.filter((key) => key !== exportKey && !ana.uploadKeys.includes(key)),
    );
    expect((await ctx.app.inject({ url: `/files/${ana.uploadKeys[0]}` })).statusCode).toBe(404);
    expect(await query(ctx.app.db, 'select * from storage_removals')).toEqual([]);
    expect(await ctx.app.jobs.runNow('account.remove-stored-bytes')).toEqual({
      removed: 0,
      kept: 0,
      failed: 0,
    });
  });

  it('ends every session and API credential at once, and the e-mail signs up again as a new account', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const second = await signIn(ctx.app, ana.email);
    const credential = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/api-credentials',
      headers: bearer(ana.token),
    });
    const key = credential.json().authorization;
    // Warm every cache that could remember them.
    for (const token of [ana.token, second])
      expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/online-addresses', headers: bearer(key) })).statusCode).toBe(
      200,
    );

    expect((await deleteAccount(second, ana.email)).statusCode).toBe(204);
    for (const token of [ana.token, second])
      expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/online-addresses', headers: bearer(key) })).statusCode).toBe(
      401,
    );

    const again = await signIn(ctx.app, ana.email, 'Ana de Novo');
    const user = v.parse(
      AuthUser,
      (await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(again) })).json(),
    );
    expect(user.id).not.toBe(ana.userId);
    expect(user.name).toBe('Ana de Novo');
    const links = await ctx.app.inject({ url: '/api/v1/online-addresses', headers: bearer(again) });
    expect(links.json().totalElements).toBe(0);
  });

  it('asks for the account e-mail typed again, and only from a session', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const before = await everything(ctx.app.db);
    expect((await deleteAccount(ana.token, 'beto@example.com')).json()).toEqual({
      messages: ['account.confirmation.mismatch'],
    });
    expect((await deleteAccount(ana.token, 'beto@example.com')).statusCode).toBe(422);
    expect((await deleteAccount(ana.token, '')).statusCode).toBe(400);
    const credential = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/api-credentials',
      headers: bearer(ana.token),
    });
    const withKey = await deleteAccount(credential.json().authorization, ana.email);
    expect(withKey.statusCode).toBe(403);
    const after = await everything(ctx.app.db);
    expect({ ...after, api_credentials: [] }).toEqual({ ...before, api_credentials: [] });
  });

  it('leaves everything as it was when the deletion fails midway', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    await readyExport(ana);
    const keys = await storedKeys();
    const before = await everything(ctx.app.db);
    // The contacts go late, by cascade from the user's row: everything before them must roll back.
    await ctx.app.database.exec(`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'disk on fire'; end $$;
      create trigger refuse_delete before delete on contacts for each row execute function refuse_delete();`);
    try {
      const response = await deleteAccount(ana.token, ana.email);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ messages: ['internal.error'] });
    } finally {
      await ctx.app.database.exec('drop trigger refuse_delete on contacts; drop function refuse_delete();');
    }
    expect(await everything(ctx.app.db)).toEqual(before);
    expect(await storedKeys()).toEqual(keys);
    expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(ana.token) })).statusCode).toBe(200);
  });

  it('lets the operator export and delete an account on a support request (admin CLI routes)', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const admin = { 'x-admin-token': ctx.app.adminToken };
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/_admin/account-export',
      headers: admin,
      payload: { email: ana.email },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(
      JSON.parse(Buffer.from(unzipSync(new Uint8Array(exported.rawPayload))['perfil.json'] ?? []).toString()),
    ).toMatchObject({ email: ana.email });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/_admin/account-delete',
      headers: admin,
      payload: { email: 'ninguem@example.com' },
    });
    expect(unknown.json()).toEqual({ messages: ['user.not.found'] });
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/_admin/account-delete',
      headers: admin,
      payload: { email: ana.email },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ userId: ana.userId, links: ana.linkIds.length, storedFiles: 2 });
    expect(Object.values(await rowsOfAccount(ctx.app.db, ana, owned)).flat()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(ana.token) })).statusCode).toBe(401);
  });
});
