import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { createLink } from '../support/api';
import { acceptTerms, enterPanel, newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { expect, type Page, test } from '../support/test';

/**
 * LGPD in the panel (issue 38 item 5, decision 037), at a phone's and a laptop's width: "Minha conta" from the
 * profile menu, a copy of the data made by the job with its progress shown, the ZIP downloaded and read, then the
 * account deleted after typing its e-mail, which signs the person out and ends the session on the server.
 */
const SHOTS = '/tmp/shots';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/account-${name}.png`, fullPage: true });
}

/** The files of a ZIP by name, read from its central directory (stored or deflated entries). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'the end of central directory record').toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((offset) =>
      zip.readUInt16LE(at + offset),
    );
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + (nameLength ?? 0)).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + (nameLength ?? 0) + (extraLength ?? 0) + (commentLength ?? 0);
  }
  return files;
}

for (const width of [390, 1366]) {
  test(`at ${width} px: a copy of my data with its progress, the ZIP, then my account deleted`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await signIn(page, newUser(`conta${width}`));
    const token = await requireToken(page);
    await createLink(page.request, token, 'https://example.com/lgpd/meu-link');

    await test.step('"Minha conta" from the profile menu', async () => {
      await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
      await page.getByRole('menuitem', { name: 'Minha conta' }).click();
      await expect(page).toHaveURL(/\/painel\/configs\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
      await expect(page.getByText(user.email)).toBeVisible();
      await expectAxeClean(page, `account page at ${width} px`);
      await shot(page, `${width}-page`);
    });

    await test.step('the copy is made by the job, its progress shown until it is ready', async () => {
      // The first answers of the list come slowly, as on a phone's network, so the queued state stays in view.
      let slowed = 0;
      await page.route('**/api/v1/account/data-exports', async (route) => {
        if (route.request().method() === 'GET' && slowed++ < 2) await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Gerar cópia dos meus dados' }).click();
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expect(page.getByText(/^Preparando sua cópia: /)).toBeVisible();
      await expectAxeClean(page, `export in progress at ${width} px`);
      await shot(page, `${width}-progress`);
      await expect(page.getByTestId('data-export-ready')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('progressbar')).toBeHidden();
      await page.unroute('**/api/v1/account/data-exports');
      await expectAxeClean(page, `export ready at ${width} px`);
      await shot(page, `${width}-ready`);
    });

    await test.step('the ZIP downloads and holds every file', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Baixar ZIP' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^atalho-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzip(await readFile(await download.path()));
      for (const name of [
        'LEIA-ME.txt',
        'perfil.json',
        'links.csv',
        'bio.json',
        'infoprodutos.json',
        'leads.csv',
        'contatos.csv',
        'consentimentos.csv',
        'disparos-sms.json',
        'assinaturas.json',
        'recibos.json',
        'arquivos.json',
      ])
        expect(files.has(name), name).toBe(true);
      expect(JSON.parse(files.get('perfil.json')?.toString() ?? '{}')).toMatchObject({ email: user.email });
      expect(files.get('links.csv')?.toString()).toContain('https://example.com/lgpd/meu-link');
    });

    await test.step('the account is deleted once its e-mail is typed, and the person is signed out', async () => {
      await page.getByRole('button', { name: 'Excluir minha conta' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Excluir sua conta para sempre?' });
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole('button', { name: 'Excluir para sempre' });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel(`Digite ${user.email} para confirmar`).fill('outra@example.com');
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel(`Digite ${user.email} para confirmar`).fill(user.email);
      await expect(confirm).toBeEnabled();
      await expectAxeClean(page, `delete dialog at ${width} px`);
      await shot(page, `${width}-delete`);
      await confirm.click();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
      const me = await page.request.get('/api/v1/auth', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);
      // The e-mail is free: signing up again makes a new, empty account (this browser keeps its cookie choice).
      await enterPanel(page, user);
      await acceptTerms(page);
      const links = await page.request.get('/api/v1/online-addresses', {
        headers: { authorization: `Bearer ${await requireToken(page)}` },
      });
      expect((await links.json()).totalElements).toBe(0);
    });
  });
}
