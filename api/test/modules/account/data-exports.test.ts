import { DataExport, DataExportList, dataExportSteps } from '@atalho/sdk/schemas/account';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { dataExports, storageRemovals } from '../../../src/db/schema';
import type { FileStorage } from '../../../src/providers/storage';
import { bearer, useTestApp } from '../../helpers/test-app';
import { populateAccount } from './fixtures';

const ctx = useTestApp();

async function requestExport(token: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/account/data-exports',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(202);
  return v.parse(DataExport, response.json());
}

const build = (exportId: number, now = new Date()) =>
  ctx.app.jobs.runNow('account.build-export', { data: { exportId }, now });

async function download(token: string, id: number) {
  return ctx.app.inject({ url: `/api/v1/account/data-exports/${id}/file`, headers: bearer(token) });
}

function text(files: Record<string, Uint8Array>, name: string): string {
  const bytes = files[name];
  if (!bytes) throw new Error(`${name} is not in the ZIP`);
  return Buffer.from(bytes).toString('utf8');
}

const csvRows = (content: string) => content.split('\r\n').filter(Boolean).length - 1;

async function storedBytes(storage: FileStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('LGPD data export (decision 037)', () => {
  it('builds a ZIP of every area of the owner and nothing of another user, downloadable by the owner only', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const beto = await populateAccount(ctx.app, 'beto');

    const queued = await requestExport(ana.token);
    expect(queued).toMatchObject({ status: 'pending', progress: 0, step: null, size: null });
    // A second request while it is under way answers the same export.
    expect((await requestExport(ana.token)).id).toBe(queued.id);
    expect((await download(ana.token, queued.id)).json()).toEqual({ messages: ['data.export.not.ready'] });

    expect(await build(queued.id)).toEqual({ built: 1, skipped: 0, aborted: 0 });
    // Idempotent: a second delivery of the job finds it done.
    expect(await build(queued.id)).toEqual({ built: 0, skipped: 1, aborted: 0 });

    const list = v.parse(
      DataExportList,
      (await ctx.app.inject({ url: '/api/v1/account/data-exports', headers: bearer(ana.token) })).json(),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: queued.id, status: 'ready', progress: 100, step: null });
    expect(list[0]?.size).toBeGreaterThan(1000);
    expect(Date.parse(list[0]?.expiresAt ?? '') - Date.parse(list[0]?.readyAt ?? '')).toBe(7 * 86_400_000);
    // Beto sees none of Ana's exports and cannot download hers.
    expect(
      (await ctx.app.inject({ url: '/api/v1/account/data-exports', headers: bearer(beto.token) })).json(),
    ).toEqual([]);
    expect((await download(beto.token, queued.id)).statusCode).toBe(404);
    // The stored part is never served as an upload.
    const [row] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.id, queued.id));
    expect((await ctx.app.inject({ url: `/files/${row?.key}` })).statusCode).toBe(404);

    const response = await download(ana.token, queued.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="atalho-meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'LEIA-ME.txt',
        'arquivos.json',
        `arquivos/${JSON.parse(text(files, 'arquivos.json'))[0].id}-image.png`,
        'assinaturas.json',
        'bio.json',
        'consentimentos.csv',
        'contatos.csv',
        'creditos.json',
        'disparos-sms-acessos.csv',
        'disparos-sms-destinatarios.csv',
        'disparos-sms.json',
        'e-mails.csv',
        'infoprodutos.json',
        'leads.csv',
        'links.csv',
        'pagamentos.json',
        'perfil.json',
        'recibos.json',
        'segmentos.json',
        'sms-enviados.csv',
      ].sort(),
    );

    // Every area's rows of Ana's.
    const profile = JSON.parse(text(files, 'perfil.json'));
    expect(profile).toMatchObject({ id: ana.userId, email: ana.email, name: 'Pessoa ana' });
    expect(profile.termsOfUseAccepted).toHaveLength(1);
    expect(profile.privacyPoliciesAccepted).toHaveLength(1);
    expect(profile.loadingScreen.siteName).toBe('Site ana');
    expect(profile.smsConfig.business).toBe('EMPRESA ANA');
    expect(profile.domains).toHaveLength(1);
    expect(profile.apiCredentials).toHaveLength(1);
    expect(JSON.stringify(profile.apiCredentials)).not.toMatch(/hash|atk_/i);
    expect(csvRows(text(files, 'links.csv'))).toBe(ana.linkIds.length);
    expect(text(files, 'links.csv')).toContain('Título ana');
    const bio = JSON.parse(text(files, 'bio.json'));
    expect(bio).toMatchObject({ username: 'bioana', name: 'Bio ana' });
    expect(bio.sections).toHaveLength(1);
    expect(bio.socialLinks).toHaveLength(1);
    const [product] = JSON.parse(text(files, 'infoprodutos.json'));
    expect(product).toMatchObject({ subdomain: 'pagina-ana', title: 'E-book ana' });
    expect(product.itens).toHaveLength(1);
    expect(product.formFields[0].options).toHaveLength(1);
    expect(product.footer.links).toHaveLength(1);
    const leads = text(files, 'leads.csv');
    expect(csvRows(leads)).toBe(1);
    expect(leads).toContain('lead-de-ana@exemplo.com'); // PRO: whole, as the panel shows them
    expect(leads).toContain('Resposta ana');
    expect(leads).toContain('Aceito ana');
    expect(csvRows(text(files, 'contatos.csv'))).toBe(1);
    expect(text(files, 'contatos.csv')).toContain('Segmento ana');
    expect(csvRows(text(files, 'consentimentos.csv'))).toBe(1);
    expect(JSON.parse(text(files, 'segmentos.json'))).toHaveLength(1);
    expect(JSON.parse(text(files, 'disparos-sms.json'))[0].links).toHaveLength(1);
    expect(csvRows(text(files, 'disparos-sms-destinatarios.csv'))).toBe(1);
    expect(csvRows(text(files, 'disparos-sms-acessos.csv'))).toBe(1);
    expect(csvRows(text(files, 'sms-enviados.csv'))).toBe(1);
    const subscriptions = JSON.parse(text(files, 'assinaturas.json'));
    expect(subscriptions.length).toBeGreaterThanOrEqual(2); // the free plan, the PRO grant, the paid one
    expect(subscriptions.some((s: { cycles: unknown[] }) => s.cycles.length === 1)).toBe(true);
    const payments = JSON.parse(text(files, 'pagamentos.json'));
    expect(payments.payments).toHaveLength(1);
    expect(payments.cards).toHaveLength(1);
    expect(payments.payers).toHaveLength(1);
    expect(JSON.stringify(payments)).not.toMatch(/card-ana|cus-ana|pay-ana/);
    expect(JSON.parse(text(files, 'recibos.json'))).toHaveLength(1);
    const credits = JSON.parse(text(files, 'creditos.json'));
    expect(credits.entries).toHaveLength(1);
    expect(credits.debits).toHaveLength(1);
    expect(csvRows(text(files, 'e-mails.csv'))).toBe(1);
    const uploads = JSON.parse(text(files, 'arquivos.json'));
    expect(uploads).toHaveLength(1);
    const uploaded = files[uploads[0].fileInZip];
    expect(
      Buffer.from(uploaded ?? []).equals(
        (await storedBytes(ctx.app.providers.storage, ana.uploadKeys[0] ?? '')) ?? Buffer.alloc(0),
      ),
    ).toBe(true);

    // Nothing of Beto's anywhere in Ana's ZIP.
    for (const [name, bytes] of Object.entries(files)) {
      if (name.startsWith('arquivos/')) continue;
      expect(Buffer.from(bytes).toString('utf8'), name).not.toMatch(/beto/i);
    }
  });

  it('reports its progress step by step, and leaves no bytes when the account goes meanwhile', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const database = ctx.app.database;
    // What the job reported, in order, and (armed later) the account deleted by another request mid-run.
    await database.exec(`create table progress_log (n serial, progress int, step text, status text);
      create function log_progress() returns trigger language plpgsql as $$ begin
        insert into progress_log (progress, step, status) values (new.progress, new.step, new.status);
        if new.step = 'saving' and exists (select 1 from pg_tables where tablename = 'delete_at_saving') then
          delete from users where id = new.user_id;
        end if;
        return null; end $$;
      create trigger log_progress after update on data_exports for each row execute function log_progress();`);
    try {
      const first = await requestExport(ana.token);
      expect(await build(first.id)).toMatchObject({ built: 1 });
      const log = rowsOf<{ progress: number; step: string | null; status: string }>(
        await database.db.execute('select progress, step, status from progress_log order by n'),
      );
      const running = log.filter((row) => row.status === 'running' && row.step !== null);
      expect(running.map((row) => row.step)).toEqual([...dataExportSteps]);
      expect(running.map((row) => row.progress)).toEqual(
        dataExportSteps.map((_, i) => Math.round((i * 100) / dataExportSteps.length)),
      );
      expect(log.at(-1)).toMatchObject({ status: 'ready', progress: 100, step: null });

      // A new request ends the earlier copy at once.
      const second = await requestExport(ana.token);
      const [earlier] = await ctx.app.db.select().from(dataExports).where(eq(dataExports.id, first.id));
      expect(earlier?.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now());
      const listed = await ctx.app.inject({
        url: '/api/v1/account/data-exports',
        headers: bearer(ana.token),
      });
      expect(listed.json().map((item: { id: number }) => item.id)).toEqual([second.id]);
      expect((await download(ana.token, first.id)).statusCode).toBe(404);

      // The account goes while the second copy is being saved: the run writes nothing, its bytes are queued.
      await database.exec('create table delete_at_saving ()');
      expect(await build(second.id)).toEqual({ built: 0, skipped: 0, aborted: 1 });
      expect(await ctx.app.db.select().from(dataExports)).toEqual([]);
      const [queued] = await ctx.app.db.select().from(storageRemovals);
      expect(queued?.key).toMatch(/^[a-f0-9]{64}\.zip$/);
      expect(await ctx.app.jobs.runNow('account.sweep')).toMatchObject({ bytes: { removed: 1 } });
      expect(await storedBytes(ctx.app.providers.storage, queued?.key ?? '')).toBeNull();
      expect(await ctx.app.db.select().from(storageRemovals)).toEqual([]);
    } finally {
      await database.exec(`drop trigger log_progress on data_exports; drop function log_progress();
        drop table progress_log; drop table if exists delete_at_saving;`);
    }
  });

  it('deletes an expired export with its stored bytes', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const queued = await requestExport(ana.token);
    await build(queued.id);
    const [row] = await ctx.app.db.select().from(dataExports);
    const key = row?.key ?? '';
    expect(await storedBytes(ctx.app.providers.storage, key)).not.toBeNull();

    const beforeExpiry = new Date(Date.now() + 6 * 86_400_000);
    expect(await ctx.app.jobs.runNow('account.sweep', { now: beforeExpiry })).toMatchObject({ expired: 0 });
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await ctx.app.jobs.runNow('account.sweep', { now: later })).toMatchObject({
      expired: 1,
      bytes: { removed: 1, kept: 0, failed: 0 },
    });
    expect(await ctx.app.db.select().from(dataExports)).toEqual([]);
    expect(await storedBytes(ctx.app.providers.storage, key)).toBeNull();
    // The upload's bytes are not the export's: they stay.
    expect(await storedBytes(ctx.app.providers.storage, ana.uploadKeys[0] ?? '')).not.toBeNull();
  });

  it('queues again an export a lost enqueue left pending', async () => {
    const ana = await populateAccount(ctx.app, 'ana');
    const queued = await requestExport(ana.token);
    const soon = new Date(Date.now() + 30_000);
    expect(await ctx.app.jobs.runNow('account.sweep', { now: soon })).toMatchObject({ requeued: 0 });
    const later = new Date(Date.now() + 120_000);
    expect(await ctx.app.jobs.runNow('account.sweep', { now: later })).toMatchObject({ requeued: 1 });
    expect(queued.status).toBe('pending');
  });
});
