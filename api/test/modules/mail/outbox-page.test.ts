import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../../src/modules/mail';
import { createMailTransport } from '../../../src/providers/mail';
import { buildTestApp, type TestApp, useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const message = (key: string, overrides: Partial<Parameters<typeof queueMail>[1]> = {}) => ({
  key,
  userId: null,
  to: 'visitante@example.com',
  subject: 'Seu e-book chegou',
  text: 'Baixe aqui.',
  html: '<p style="color:#333">Baixe <a href="https://atalho.app/e">aqui</a>.</p>',
  ...overrides,
});

describe('GET /api/v1/mail-outbox (development only; decision 028)', () => {
  it('lists the messages newest first, as JSON for a program', async () => {
    await queueMail(ctx.app, message('first', { subject: 'Primeiro' }));
    await queueMail(ctx.app, message('second', { subject: 'Segundo' }));
    const response = await ctx.app.inject({ url: '/api/v1/mail-outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const { content } = response.json();
    expect(content.map((item: { subject: string }) => item.subject)).toEqual(['Segundo', 'Primeiro']);
    expect(content[0]).toMatchObject({
      key: 'second',
      to: 'visitante@example.com',
      status: 'sent',
      attempts: 1,
    });
  });

  it('shows a page to a browser: each message in a sandboxed frame, every text escaped, under the CSP', async () => {
    await queueMail(
      ctx.app,
      message('hostile', {
        to: '"<img src=x onerror=alert(1)>" <x@example.com>',
        subject: '<script>alert("assunto")</script>',
        text: '</pre><script>alert(2)</script>',
        html: '<p>oi</p><script>alert(3)</script>"><iframe src=x>',
      }),
    );
    const response = await ctx.app.inject({ url: '/api/v1/mail-outbox', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers.vary).toMatch(/accept/i);
    const page = response.body;
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('Caixa de saída');
    // Nothing the messages carry becomes markup: one iframe per message, no script at all.
    expect(page).not.toMatch(/<script|<img/i);
    expect(page.match(/<iframe/g)).toHaveLength(1);
    expect(page).toContain('&#60;script&#62;alert(&#34;assunto&#34;)&#60;/script&#62;');
    expect(page).toContain('&#34;&#60;img src=x onerror=alert(1)&#62;&#34; &#60;x@example.com&#62;');
    expect(page).toMatch(
      /<iframe title="[^"]*" sandbox="" [^>]*srcdoc="&#60;p&#62;oi&#60;\/p&#62;&#60;script&#62;/,
    );
    expect(page).toContain('<span class="status sent">Enviado</span>');
  });

  it('says when a message is still queued or failed', async () => {
    await ctx.app.db.execute(
      "insert into mail_messages (key, \"to\", subject, text, html, adapter, attempts, last_error) values ('q', 'a@example.com', 'Na fila', 't', 'h', 'outbox', 0, null), ('f', 'b@example.com', 'Falhou', 't', 'h', 'outbox', 2, '451 tente mais tarde')",
    );
    const page = (await ctx.app.inject({ url: '/api/v1/mail-outbox', headers: html })).body;
    expect(page).toContain('<span class="status queued">Na fila</span>');
    expect(page).toContain('<span class="status failed">Erro</span>');
    expect(page).toContain('Última falha (2 tentativas): 451 tente mais tarde');
  });

  it('says so when nothing was sent yet', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/mail-outbox', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Nenhum e-mail por enquanto.');
    expect((await ctx.app.inject({ url: '/api/v1/mail-outbox' })).json()).toEqual({ content: [] });
  });
});

describe('where the outbox page does not exist', () => {
  let production: TestApp;
  let smtp: TestApp;
  beforeAll(async () => {
    production = await buildTestApp({ config: { isProduction: true, nodeEnv: 'production' } });
    smtp = await buildTestApp({
      testDatabase: production.testDatabase,
      providers: {
        mail: createMailTransport({
          adapter: 'smtp',
          from: 'Atalho <nao-responda@atalho.app>',
          smtp: { host: '127.0.0.1', port: 1, secure: false, user: undefined, pass: undefined },
        }),
      },
    });
  });
  afterAll(async () => {
    await smtp?.close();
    await production?.close();
  });

  it('answers 404 in production, even with the outbox, and with an SMTP server anywhere', async () => {
    await queueMail(production.app, message('prod'));
    for (const { app } of [production, smtp]) {
      for (const headers of [html, {}]) {
        const response = await app.inject({ url: '/api/v1/mail-outbox', headers });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('visitante@example.com');
      }
    }
  });
});
