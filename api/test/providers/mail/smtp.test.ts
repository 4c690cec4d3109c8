import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { mailMessages } from '../../../src/db/schema';
import { queueMail } from '../../../src/modules/mail';
import { createMailTransport } from '../../../src/providers/mail';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { type LocalSmtpServer, startSmtpServer } from './smtp-server';

const delivery = {
  key: 'lead-delivery:41',
  userId: null,
  to: 'Visitante <visitante@example.com>',
  subject: 'Seu e-book chegou',
  text: 'Olá! Baixe o seu e-book: https://atalho.app/files/ebook.pdf',
  html: '<p>Olá! <a href="https://atalho.app/files/ebook.pdf">Baixe o seu e-book</a></p>',
};

describe('MAIL_* configuration', () => {
  it('picks the outbox without an SMTP server, SMTP with one, and reads its URL or its entries', () => {
    const base = { NODE_ENV: 'test', PUBLIC_URL: 'https://atalho.app' };
    expect(loadConfig(base).mail).toEqual({ adapter: 'outbox', from: 'Atalho <nao-responda@atalho.app>' });
    expect(
      loadConfig({ ...base, MAIL_SMTP_URL: 'smtp://us%40er:p%3Ass@mail.example.com', MAIL_FROM: 'X <x@y.z>' })
        .mail,
    ).toEqual({
      adapter: 'smtp',
      from: 'X <x@y.z>',
      smtp: { host: 'mail.example.com', port: 587, secure: false, user: 'us@er', pass: 'p:ss' },
    });
    expect(loadConfig({ ...base, MAIL_SMTP_URL: 'smtps://mail.example.com' }).mail).toMatchObject({
      smtp: { port: 465, secure: true, user: undefined },
    });
    expect(
      loadConfig({ ...base, MAIL_SMTP_HOST: 'mail.example.com', MAIL_SMTP_PORT: '465', MAIL_SMTP_USER: 'u' })
        .mail,
    ).toMatchObject({ adapter: 'smtp', smtp: { port: 465, secure: true, user: 'u', pass: undefined } });
    expect(
      loadConfig({ ...base, MAIL_SMTP_HOST: 'mail.example.com', MAIL_ADAPTER: 'outbox' }).mail.adapter,
    ).toBe('outbox');
    expect(() => loadConfig({ ...base, MAIL_ADAPTER: 'smtp' })).toThrow(/MAIL_SMTP_URL/);
    expect(() => loadConfig({ ...base, MAIL_ADAPTER: 'sendgrid' })).toThrow(/MAIL_ADAPTER/);
    expect(() => loadConfig({ ...base, MAIL_SMTP_URL: 'http://mail.example.com' })).toThrow(/MAIL_SMTP_URL/);
    expect(() => loadConfig({ ...base, MAIL_SMTP_HOST: 'h', MAIL_SMTP_PORT: '70000' })).toThrow(
      /MAIL_SMTP_PORT/,
    );
  });
});

describe('the SMTP adapter, against a local SMTP server', () => {
  let smtp: LocalSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp({
      config: {
        mail: {
          adapter: 'smtp',
          from: 'Atalho <nao-responda@atalho.app>',
          smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'user', pass: 'secret' },
        },
      },
    });
  });
  beforeEach(async () => {
    await testApp.reset();
    smtp.received.length = 0;
    smtp.refuseNext(0);
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const rowOf = async (key: string) => {
    const [row] = await testApp.app.db.select().from(mailMessages).where(eq(mailMessages.key, key));
    if (!row) throw new Error(`no mail ${key}`);
    return row;
  };

  it('delivers the message once, however often the job runs', async () => {
    const { app } = testApp;
    // JOBS=off: nothing else would send it, so queueMail sends it itself.
    await queueMail(app, delivery);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from?.value).toEqual([{ name: 'Atalho', address: 'nao-responda@atalho.app' }]);
    expect(mail?.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).toBe('visitante@example.com');
    expect(mail?.subject).toBe(delivery.subject);
    expect(mail?.text?.trim()).toBe(delivery.text);
    expect(mail?.html).toContain('href="https://atalho.app/files/ebook.pdf"');

    const row = await rowOf(delivery.key);
    expect(row).toMatchObject({ adapter: 'smtp', attempts: 1, lastError: null, claimedAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.providerMessageId).toBe(mail?.messageId);

    expect(await app.jobs.runNow('mail.send', { data: { ids: [row.id] } })).toEqual({ sent: 0 });
    expect(await app.jobs.runNow('mail.sweep', { now: new Date(Date.now() + 3_600_000) })).toEqual({
      requeued: 0,
    });
    await queueMail(app, delivery);
    expect(smtp.received).toHaveLength(1);
    expect((await rowOf(delivery.key)).attempts).toBe(1);
  });

  it('a refused first attempt records the error, and the retry delivers exactly once', async () => {
    const { app } = testApp;
    smtp.refuseNext(1);
    await queueMail(app, delivery);
    expect(smtp.received).toHaveLength(0);
    const failed = await rowOf(delivery.key);
    expect(failed).toMatchObject({ sentAt: null, claimedAt: null, attempts: 1 });
    expect(failed.lastError).toMatch(/451/);

    // The queue's retry: the job throws on failure, so pg-boss would try it again.
    smtp.refuseNext(1);
    await expect(app.jobs.runNow('mail.send', { data: { ids: [failed.id] } })).rejects.toThrow(/451/);
    expect(await app.jobs.runNow('mail.send', { data: { ids: [failed.id] } })).toEqual({ sent: 1 });
    expect(await app.jobs.runNow('mail.send', { data: { ids: [failed.id] } })).toEqual({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe(delivery.subject);
    expect(await rowOf(delivery.key)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('a wrong password is a failed attempt, never a delivery', async () => {
    const transport = createMailTransport({
      adapter: 'smtp',
      from: 'Atalho <nao-responda@atalho.app>',
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'user', pass: 'wrong' },
    });
    await expect(
      transport.send({ id: 1, to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow(/Invalid username or password/);
    expect(smtp.received).toHaveLength(0);
  });
});
