import { admin } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { dataDir } from '../support/env';
import { expect, type Page, test } from '../support/test';
import { buyCredits, newVisitor, optInLinkFor, outboxMessages, shownNumber, uniqueNumber } from './support';

/**
 * The SMS contacts end to end (issue 32 "Tests", spec 002 §2–§5, spec 000 §2): a PRO owner with credit names
 * the business in the config dialog, imports two contacts from a CSV file, asks every saved one for permission
 * (confirming the cost); the opt-in SMS reaches the development outbox, whose `/i/{code}` link the contact
 * opens and confirms with the last four digits; the panel shows OPT_IN. The contact then replies SAIR from the
 * outbox page and the panel shows OPT_OUT. At a phone's and a laptop's width, under the served CSP, axe-clean.
 */

/** The contact's card in the list, by its number as the panel shows it. */
function card(page: Page, number: string) {
  return page.getByTestId('contact-card').filter({ hasText: shownNumber(number) });
}

/** Reloads the contacts screen until the contact shows `status` (the gateway and the webhooks run apart). */
async function expectStatus(page: Page, number: string, status: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto('/painel/sms/contacts');
        const badge = card(page, number).locator('[data-status]');
        await badge.first().waitFor({ timeout: 15_000 });
        return badge.first().getAttribute('data-status');
      },
      { message: `${number} is ${status}`, timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(status);
}

for (const width of [390, 1366]) {
  test.describe(`SMS contacts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, actionTimeout: 20_000 });

    test('name the business, import a CSV, ask permission, confirm on /i/{code}, leave with SAIR', async ({
      page,
      browser,
    }) => {
      test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
      test.setTimeout(300_000);
      const owner = await signIn(page, newUser('sms'));
      await admin('plan', 'grant', owner.email, 'PRO');
      const token = await requireToken(page);
      await buyCredits(page.request, token);

      const business = `PADARIA ${width}`;
      const [first, second] = [uniqueNumber(), uniqueNumber()];

      await test.step('owner: names the business in the config dialog', async () => {
        await page.goto('/painel/sms/contacts');
        await expect(page.getByRole('heading', { level: 1, name: 'SMS' })).toBeVisible();
        const setName = page.getByRole('button', { name: 'Definir o nome' });
        await expect(setName).toBeVisible();
        // The list's button and the empty state's: both wait for the business name.
        for (const add of await page.getByRole('button', { name: 'Adicionar contatos' }).all())
          await expect(add).toBeDisabled();
        await expectAxeClean(page, `contacts without a business at ${width} px`);
        await setName.click();
        const dialog = page.getByRole('dialog', { name: 'Nome do seu negócio' });
        await expect(dialog).toBeVisible();
        await dialog.getByLabel(/^Nome do negócio/).fill(business.toLowerCase());
        await expect(dialog.getByLabel(/^Nome do negócio/)).toHaveValue(business);
        await expect(dialog.getByTestId('opt-in-example')).toContainText(`${business}: quer receber`);
        await expectAxeClean(page, `config dialog at ${width} px`);
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('button', { name: 'Adicionar contatos' }).first()).toBeEnabled();
      });

      await test.step('owner: imports two contacts from a CSV file', async () => {
        await page.getByRole('button', { name: 'Adicionar contatos' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Salvar contatos' });
        await expect(dialog).toBeVisible();
        const csv = [
          'number;segments;tags;name',
          `${first};clientes;vip;Ana`,
          `${second};clientes;;Bruno`,
        ].join('\n');
        await dialog.getByLabel('Arquivo CSV de contatos').setInputFiles({
          name: 'contatos.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(csv),
        });
        await expect(dialog.getByText('2 contatos lidos de contatos.csv.')).toBeVisible();
        await expectAxeClean(page, `save-contacts dialog at ${width} px`);
        await dialog.getByRole('button', { name: 'Salvar 2 contatos' }).click();
        const summary = page.getByRole('dialog', { name: 'Contatos salvos' });
        await expect(summary.getByText('2 contatos novos')).toBeVisible();
        await summary.getByRole('button', { name: 'Concluir' }).click();
        await expect(summary).toBeHidden();
        await expect(card(page, first).locator('[data-status="SAVED"]')).toBeVisible();
        await expect(card(page, second).locator('[data-status="SAVED"]')).toBeVisible();
        await expectAxeClean(page, `contacts list at ${width} px`);
      });

      await test.step('owner: asks every saved contact for permission, confirming the cost', async () => {
        await page.getByRole('button', { name: 'Pedir permissão para todos os salvos' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Pedir permissão para todos os salvos?' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('2 contatos × R$ 0,30 = R$ 0,60.');
        await expectAxeClean(page, `opt-in cost confirmation at ${width} px`);
        await dialog.getByRole('button', { name: /^Pedir por R\$\s?0,60$/ }).click();
        await expect(dialog).toBeHidden();
      });

      const link = await test.step('the opt-in SMS reaches the outbox and is sent', async () => {
        const path = await optInLinkFor(page.request, first);
        await expect
          .poll(async () => (await outboxMessages(page.request, first)).map((message) => message.status), {
            message: 'the opt-in request was sent',
            timeout: 60_000,
          })
          .toContainEqual(expect.stringMatching(/^(SENT|DELIVERED)$/));
        await expectStatus(page, first, 'OPT_IN_SENDED');
        return path;
      });

      await test.step('contact: opens the link and confirms with the last four digits', async () => {
        const { context, page: contact } = await newVisitor(browser, width);
        await contact.goto(link);
        await expect(
          contact.getByRole('heading', { level: 1, name: `Confirme que quer receber SMS de ${business}` }),
        ).toBeVisible();
        await expectAxeClean(contact, `/i/{code} at ${width} px`);
        await contact.getByLabel('Últimos 4 dígitos do seu celular').pressSequentially(first.slice(-4));
        await expect(contact.getByText('Inscrição confirmada!')).toBeVisible();
        await expect(
          contact.getByRole('heading', {
            level: 1,
            name: `Pronto! Você vai receber as mensagens de ${business}.`,
          }),
        ).toBeVisible();
        await expectAxeClean(contact, `/i/{code} confirmed at ${width} px`);
        await context.close();
      });

      await test.step('owner: sees the contact OPT_IN', async () => {
        await expectStatus(page, first, 'OPT_IN');
        await expect(card(page, first)).toContainText('Permitido');
      });

      await test.step('contact: replies SAIR from the outbox page', async () => {
        await page.goto(`/api/v1/sms-outbox?to=${first}`);
        const message = page.getByRole('article').first();
        await expect(message.getByLabel('Resposta do contato')).toHaveValue('SAIR');
        await message.getByRole('button', { name: 'Responder' }).click();
        await expect(page).toHaveURL(/\/api\/v1\/sms-outbox/);
      });

      await test.step('owner: sees the contact OPT_OUT', async () => {
        await expectStatus(page, first, 'OPT_OUT');
        await expect(card(page, first)).toContainText('Saiu');
        await expectAxeClean(page, `contacts after SAIR at ${width} px`);
      });
    });
  });
}
