import type { Browser, Page } from '@playwright/test';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/test';
import { newVisitor, saveBusiness, saveContact, uniqueNumber } from './support';

/**
 * axe (and a measure of the width) run as scripts: the page a JavaScript-off visitor got, checked again in a page
 * that runs them — axe-clean, no sideways scroll.
 */
async function expectAxeCleanWithoutScript(browser: Browser, page: Page, label: string) {
  const html = await page.content();
  const { context, page: copy } = await newVisitor(browser, page.viewportSize()?.width ?? 390);
  await copy.setContent(html);
  await expectAxeClean(copy, label);
  expect(await copy.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), label).toBe(
    true,
  );
  await context.close();
}

/**
 * The public opt-in and opt-out pages alone (spec 000 §2, issue 37 item 8): an unknown code says the link is
 * invalid and leads home; wrong digits keep the form and say why; the right ones opt a saved contact out and
 * name the business — with JavaScript (the island answers in place) and without it (the server-rendered form
 * posts as HTML). At a phone's and a laptop's width, under the served CSP, axe-clean.
 */
for (const width of [390, 1366]) {
  test.describe(`SMS opt-in and opt-out pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an unknown code says the link is invalid, with a way home', async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page } = await newVisitor(browser, width);
      for (const path of ['/i/nocode', '/o/nocode']) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' }),
        ).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectAxeClean(page, `${path} at ${width} px`);
      }
      await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
      await expect(page).toHaveURL(/\/$/);
      await context.close();
    });

    test('wrong digits keep the form and say why; the right ones opt the contact out', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, newUser('sms-opt'));
      const token = await requireToken(page);
      const business = `LOJA ${width}`;
      await saveBusiness(page.request, token, business);
      const number = uniqueNumber();
      const contact = await saveContact(page.request, token, number);

      const { context, page: visitor } = await newVisitor(browser, width);
      // A saved contact has not been asked yet: confirming it by the opt-in page is refused, as wrong digits are.
      await visitor.goto(`/i/${contact.code}`);
      await expect(
        visitor.getByRole('heading', { level: 1, name: `Confirme que quer receber SMS de ${business}` }),
      ).toBeVisible();
      const digits = visitor.getByLabel('Últimos 4 dígitos do seu celular');
      await expect(digits).toBeFocused();
      await expectAxeClean(visitor, `/i/{code} form at ${width} px`);
      await digits.pressSequentially(number.slice(-4));
      await expect(visitor.getByRole('alert')).toContainText('Os dígitos não conferem');
      await expect(digits).toBeEnabled();
      await expect(digits).toHaveValue('');
      await expectAxeClean(visitor, `/i/{code} refused at ${width} px`);

      await visitor.goto(`/o/${contact.code}`);
      await expect(
        visitor.getByRole('heading', { level: 1, name: `Deixar de receber SMS de ${business}?` }),
      ).toBeVisible();
      const wrong = number.slice(-4) === '0000' ? '1111' : '0000';
      await visitor.getByLabel('Últimos 4 dígitos do seu celular').pressSequentially(wrong);
      await expect(visitor.getByRole('alert')).toContainText('Os dígitos não conferem');
      await visitor.getByLabel('Últimos 4 dígitos do seu celular').pressSequentially(number.slice(-4));
      await expect(visitor.getByText('Cadastro removido com sucesso.')).toBeVisible();
      await expect(
        visitor.getByRole('heading', {
          level: 1,
          name: `Você não vai mais receber mensagens de ${business}.`,
        }),
      ).toBeVisible();
      await expectAxeClean(visitor, `/o/{code} done at ${width} px`);
      await context.close();
    });
    test('work with JavaScript off: the form posts, says why, and opts the contact out', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, newUser('sms-nojs'));
      const token = await requireToken(page);
      const business = `MERCADO ${width}`;
      await saveBusiness(page.request, token, business);
      const number = uniqueNumber();
      const contact = await saveContact(page.request, token, number);

      const { context, page: visitor } = await newVisitor(browser, width, false);
      const response = await visitor.goto(`/o/${contact.code}`);
      expect(response?.status()).toBe(200);
      await expect(
        visitor.getByRole('heading', { level: 1, name: `Deixar de receber SMS de ${business}?` }),
      ).toBeVisible();
      const wrong = number.slice(-4) === '0000' ? '1111' : '0000';
      await visitor.getByLabel('Últimos 4 dígitos do seu celular').fill(wrong);
      await visitor.getByRole('button', { name: 'Sair da lista' }).click();
      await expect(visitor.getByRole('alert')).toContainText('Os dígitos não conferem');
      await expectAxeCleanWithoutScript(
        browser,
        visitor,
        `/o/{code} refused without JavaScript at ${width} px`,
      );
      await visitor.getByLabel('Últimos 4 dígitos do seu celular').fill(number.slice(-4));
      await visitor.getByRole('button', { name: 'Sair da lista' }).click();
      await expect(visitor.getByText('Cadastro removido com sucesso.')).toBeVisible();
      await expect(
        visitor.getByRole('heading', {
          level: 1,
          name: `Você não vai mais receber mensagens de ${business}.`,
        }),
      ).toBeVisible();
      await expectAxeCleanWithoutScript(browser, visitor, `/o/{code} done without JavaScript at ${width} px`);

      await visitor.goto('/i/nocode');
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' }),
      ).toBeVisible();
      await context.close();
    });
  });
}
