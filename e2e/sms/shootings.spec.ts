import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { admin } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { dataDir, repoRoot } from '../support/env';
import { startTargetServer } from '../support/target-server';
import { expect, type Page, test } from '../support/test';
import { buyCredits, newVisitor, optInLinkFor, outboxMessages, saveBusiness, uniqueNumber } from './support';

/**
 * SMS campaigns end to end (issue 33, spec 002 §2, §4, §5): a PRO owner with credit and two opted-in contacts
 * writes a DYNAMICS campaign with the contact's name and a link in the editor, picks the recipients with the
 * contacts' filters (opted-in by default), saves and confirms the send at 2 × R$ 0,30. Each contact's SMS
 * reaches the development outbox with its own name and its own link; a contact opens it as a visitor and
 * the campaign's metrics show one unique contact view on that link. At a phone's and a laptop's width,
 * under the served CSP, axe-clean.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `E2E_SHOTS=1`: the list, the editor and the metrics are photographed into .tmp/shots (a person looks at them). */
const shotsDir = process.env.E2E_SHOTS ? join(repoRoot, '.tmp', 'shots') : null;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/** A contact with a `nome` property, asked for permission, that confirms it on the public API. */
async function optedInContact(request: APIRequestContext, token: string, nome: string) {
  const number = uniqueNumber();
  const saved = await request.post('/api/v1/contacts', {
    data: { number, properties: [{ name: 'nome', value: nome }] },
    headers: bearer(token),
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const contact = (await saved.json()) as { id: number; code: string };
  const asked = await request.patch(`/api/v1/contacts/${contact.id}/opt-in-request`, {
    headers: bearer(token),
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  await optInLinkFor(request, number);
  // The request is confirmable once the gateway took it (OPT_IN_SENDED).
  await expect
    .poll(
      async () =>
        (
          await request.patch('/api/v1/contacts/opt-in', {
            data: { smsOptInCode: contact.code, last4NumberDigits: number.slice(-4) },
          })
        ).status(),
      { message: `${number} opts in`, timeout: 60_000 },
    )
    .toBeLessThan(300);
  return { ...contact, number, nome };
}

let target: Awaited<ReturnType<typeof startTargetServer>>;
test.beforeAll(async () => {
  target = await startTargetServer();
});
test.afterAll(async () => {
  await target.close();
});

for (const width of [390, 1366]) {
  test.describe(`SMS campaigns at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, actionTimeout: 20_000 });

    test('write a DYNAMICS campaign with a link, send it, read the SMS, open the link, see the unique view', async ({
      page,
      browser,
    }) => {
      test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
      test.setTimeout(300_000);
      const owner = await signIn(page, newUser('shoot'));
      await admin('plan', 'grant', owner.email, 'PRO');
      const token = await requireToken(page);
      await buyCredits(page.request, token);
      const business = `DOCERIA ${width}`;
      await saveBusiness(page.request, token, business);
      const ana = await optedInContact(page.request, token, 'Ana');
      const bia = await optedInContact(page.request, token, 'Bia');
      const title = `Natal ${width}`;

      await test.step('owner: an empty list, and the editor with its live preview', async () => {
        await page.goto('/painel/sms');
        await expect(page.getByRole('heading', { level: 1, name: 'SMS' })).toBeVisible();
        await expect(page.getByTestId('shootings-empty')).toBeVisible();
        await expectAxeClean(page, `empty shootings at ${width} px`);
        const create = page.getByTestId('shooting-new');
        await expect(create).toBeEnabled();
        await create.click();
        const dialog = page.getByRole('dialog', { name: 'Novo disparo' });
        await expect(dialog).toBeVisible();
        // Saved empty: the shared schema's errors under their fields (the schedule's too), and nothing saved.
        await dialog.getByTestId('shooting-save').click();
        const titleField = dialog.getByRole('textbox', { name: /Título/ });
        await expect(titleField).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.getByText('Campo obrigatório')).toHaveCount(2);
        const schedule = dialog.getByText('Agendar o envio');
        await schedule.click();
        await expect(dialog.getByText('Campo obrigatório')).toHaveCount(4);
        await expectAxeClean(page, `editor errors at ${width} px`);
        await shot(page, `editor-errors-${width}`);
        await schedule.click();
        await expect(dialog.getByText('Campo obrigatório')).toHaveCount(2);
        await titleField.fill(title);
        await dialog.getByText('Dinâmica', { exact: true }).click();
        const template = dialog.getByTestId('shooting-template');
        await template.fill('Oi ');
        await dialog.getByRole('button', { name: '{nome}' }).click();
        await template.press('End');
        await template.pressSequentially(`, bolos com desconto: ${target.url}`);
        await expect(template).toHaveValue(`Oi {nome}, bolos com desconto: ${target.url}`);
        await expect(dialog.getByTestId('preview-text')).toHaveText(
          new RegExp(
            `^${business}: Oi \\{nome\\}, bolos com desconto: https://atalho\\.app/\\S+ Para sair responda SAIR$`,
          ),
        );
        await expect(dialog.getByTestId('preview-counter')).toContainText('de 160 caracteres');
        await expectAxeClean(page, `editor at ${width} px`);
        await shot(page, `editor-${width}`);
        await dialog.getByTestId('message-preview').scrollIntoViewIfNeeded();
        await shot(page, `editor-preview-${width}`);

        await dialog.getByRole('button', { name: 'Buscar destinatários' }).click();
        const find = page.getByRole('dialog', { name: 'Buscar destinatários' });
        await expect(find.getByTestId('find-count')).toHaveText('2 contatos com esses filtros');
        await expectAxeClean(page, `find recipients at ${width} px`);
        await find.getByRole('button', { name: 'Adicionar 2' }).click();
        await expect(find).toBeHidden();
        await expect(dialog.getByTestId('editor-pending')).toContainText('Mais 2 contatos');
        await dialog.getByTestId('shooting-save').click();
      });

      await test.step('owner: confirms the send at 2 × R$ 0,30', async () => {
        const confirm = page.getByRole('alertdialog', { name: `Enviar “${title}”?` });
        await expect(confirm).toBeVisible();
        await expect(confirm.getByTestId('send-cost')).toHaveText('2 contatos × R$ 0,30 = R$ 0,60.');
        await expectAxeClean(page, `send confirmation at ${width} px`);
        await shot(page, `send-${width}`);
        await confirm.getByRole('button', { name: 'Enviar por R$ 0,60' }).click();
        await expect(page.getByText('Disparo enviado para a fila')).toBeVisible();
        await expect(confirm).toBeHidden();
        await expect(page.getByRole('dialog', { name: /disparo/ })).toBeHidden();
        const card = page.getByTestId('shooting-card').filter({ hasText: title });
        await expect(card).toHaveAttribute('data-status', /PROCESSING|SENT/);
        await expect(card).toHaveAttribute('data-status', 'SENT', { timeout: 60_000 });
      });

      let link = '';
      await test.step('contacts: each SMS carries the contact’s name and own link', async () => {
        for (const contact of [ana, bia]) {
          let text = '';
          await expect
            .poll(
              async () => {
                const found = (await outboxMessages(page.request, contact.number)).find(
                  (m) => m.kind === 'SHOOTING',
                );
                text = found?.text ?? '';
                return text;
              },
              { message: `the campaign SMS to ${contact.number}`, timeout: 60_000 },
            )
            .toMatch(
              new RegExp(
                `^${business}: Oi ${contact.nome}, bolos com desconto: \\S+/${contact.code} Para sair responda SAIR$`,
              ),
            );
          expect(text.length).toBeLessThanOrEqual(160);
          if (contact === ana)
            link = /(https?:\/\/\S+)/.exec(text.split(': ').slice(1).join(': '))?.[1] ?? '';
        }
        expect(link).toMatch(new RegExp(`/${ana.code}$`));
      });

      await test.step('Ana opens her link as a visitor', async () => {
        const { context, page: visitor } = await newVisitor(browser, width);
        const recorded = visitor.waitForResponse(
          (response) =>
            response.url().includes('/api/v1/contacts-access-address') &&
            response.request().method() === 'POST',
        );
        await visitor.goto(new URL(link).pathname);
        expect((await recorded).status()).toBeLessThan(300);
        await visitor.waitForURL(target.url, { timeout: 15_000 });
        await context.close();
      });

      await test.step('owner: the campaign’s link shows one unique contact view', async () => {
        await expect
          .poll(
            async () => {
              await page.goto('/painel/sms');
              const card = page.getByTestId('shooting-card').filter({ hasText: title });
              await card.getByRole('button', { name: `Métricas de ${title}` }).click();
              const metrics = page.getByTestId('shooting-metrics').filter({ visible: true });
              const unique = metrics.getByTestId('link-unique-views');
              await unique.waitFor({ timeout: 15_000 });
              return unique.textContent();
            },
            { message: 'one unique contact view', timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
          )
          .toBe('1');
        const metrics = page.getByTestId('shooting-metrics').filter({ visible: true });
        await expect(metrics.getByTestId('metrics-recipient')).toHaveCount(2);
        await expect(metrics.getByTestId('metrics-recipient').first()).toContainText(/\d+\/160/);
        await expectAxeClean(page, `metrics at ${width} px`);
        await shot(page, `metrics-${width}`);
        if (width < 768) {
          await page.keyboard.press('Escape');
          await expect(metrics).toBeHidden();
        }
        await shot(page, `list-${width}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
      });
    });
  });
}
