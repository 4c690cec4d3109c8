import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { admin } from '../support/api';
import { newUser, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { baseURL, dataDir } from '../support/env';
import { type Browser, expect, type Locator, type Page, test } from '../support/test';

/**
 * The info-product area end to end (issue 31 "Tests", spec 001 §2–§4): a PRO user builds an e-book lead page in
 * the 8-step wizard at /painel/nfoproduct (with a custom select field, a required numeric field and a footer); a
 * visitor opens /{subdomain} (server-rendered, its five sections, axe-clean, no sideways scroll), leaves a lead
 * with JavaScript and downloads the PDF; a second visitor leaves one without JavaScript (a real HTML POST); the
 * owner sees both leads, the development outbox shows both delivery e-mails, and `leeds.csv` has the right
 * columns and rows. At a phone's and a laptop's width, under the served CSP.
 */

const SELECT_FIELD = 'Interesse';
const SELECT_OPTIONS = ['Marketing', 'Vendas'] as const;
const NUMERIC_FIELD = 'Idade';
const FOOTER_TEXT = 'Editora de teste · todos os direitos reservados';
const FOOTER_LINK = { name: 'Privacidade', href: 'https://example.com/privacidade' } as const;
const TOPICS = ['Como começar', 'Erros comuns'] as const;
/** The page's five sections (spec 001 §3), by the ids the server renders. */
const SECTION_IDS = ['header-section', 'itens-section', 'more-section', 'form-section', 'footer-section'];

/** A form field's label, with or without the required field's asterisk. */
function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** Letters only, so the subdomain keeps to its rule (letters and hyphens, spec 001 §5). */
function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A one-page PDF, made here: the upload is parsed by the API, so it must be a real one. */
async function smallPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Atalho e2e', { x: 20, y: 100, size: 16 });
  return Buffer.from(await pdf.save());
}

async function newVisitor(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  return { context, page: await context.newPage() };
}

/** The cookie notice may cover the form on a phone: the visitor answers it first (with JavaScript on). */
async function answerCookies(page: Page): Promise<void> {
  const acceptAll = page.getByRole('button', { name: 'Aceitar todos' });
  if (await acceptAll.isVisible()) await acceptAll.click();
}

/** Fills the lead form (the server's markup, the same with and without JavaScript) and sends it. */
async function fillLeadForm(page: Page, email: string, option: string, age: string): Promise<void> {
  const form = page.locator('#form-section form');
  await form.getByLabel('Seu melhor e-mail').fill(email);
  await form.getByLabel(SELECT_FIELD).selectOption(option);
  await form.getByLabel(NUMERIC_FIELD).fill(age);
  await form.getByRole('button', { name: 'Receber agora' }).click();
}

/** The current step's form inside the wizard (its accessible name is the step's title). */
function stepForm(wizard: Locator, title: string): Locator {
  return wizard.getByRole('form', { name: title });
}

async function next(wizard: Locator, nextTitle: string): Promise<Locator> {
  await wizard.getByRole('button', { name: 'Avançar', exact: true }).click();
  await expect(wizard.getByRole('heading', { level: 2, name: nextTitle, exact: true })).toBeVisible();
  return stepForm(wizard, nextTitle);
}

for (const width of [390, 1366]) {
  test.describe(`info-product lead page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, actionTimeout: 20_000 });

    test('a PRO user builds an e-book page; visitors leave leads with and without JavaScript; the owner sees and exports them', async ({
      page,
      browser,
    }) => {
      test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
      test.setTimeout(300_000);
      const owner = await signIn(page, newUser('ebook'));
      await admin('plan', 'grant', owner.email, 'PRO');

      const subdomain = `ebook-${randomLetters(10)}`;
      const title = `E-book de teste ${width}`;
      const subtitle = 'Um guia curto para testar';
      const shortDescription = 'Tudo o que você precisa saber, em poucas páginas.';
      const description = 'Um conteúdo de ponta a ponta: da página ao e-mail, passando pelo formulário.';
      const stamp = `${Date.now().toString(36)}${width}`;
      const visitors = {
        script: { email: `leitor-js-${stamp}@example.com`, option: SELECT_OPTIONS[0], age: '34' },
        plain: { email: `leitor-html-${stamp}@example.com`, option: SELECT_OPTIONS[1], age: '27' },
      };

      await test.step('owner: the wizard builds the page through all 8 steps and saves it', async () => {
        await page.goto('/painel/nfoproduct');
        await expect(page.getByRole('heading', { level: 1, name: 'Infoprodutos' })).toBeVisible();
        await page.getByRole('button', { name: 'Criar infoproduto' }).first().click();
        const info = page.getByRole('dialog', { name: 'Criar e-book' });
        await expect(info).toBeVisible();
        await info.getByRole('button', { name: 'Começar' }).click();
        const wizard = page.getByRole('dialog', { name: 'Novo infoproduto' });
        await expect(wizard).toBeVisible();

        // 1. Site type: the lead page, the one choice.
        let step = stepForm(wizard, 'Tipo de site');
        await step.getByText('Página de captura de leads', { exact: true }).click();
        await expect(step.getByRole('radio', { name: /^Página de captura de leads/ })).toBeChecked();

        // 2. Product: an e-book to download, its PDF, the texts and the rights declaration.
        step = await next(wizard, 'Produto');
        await step.getByText('E-book', { exact: true }).click();
        await expect(step.getByRole('radio', { name: /^E-book/ })).toBeChecked();
        await step.getByLabel('Arquivo do e-book (PDF)').setInputFiles({
          name: 'guia.pdf',
          mimeType: 'application/pdf',
          buffer: await smallPdf(),
        });
        await expect(step.getByTestId('ebook-file')).toContainText('guia.pdf');
        await step.getByText('Baixar o arquivo', { exact: true }).click();
        await expect(step.getByRole('radio', { name: 'Baixar o arquivo' })).toBeChecked();
        await step.getByLabel(field('Título')).fill(title);
        await step.getByLabel(field('Subtítulo')).fill(subtitle);
        await step.getByLabel(field('Descrição curta')).fill(shortDescription);
        await step.getByText(/^Declaro que tenho os direitos sobre este conteúdo/).click();
        await expect(step.getByRole('checkbox', { name: /^Declaro que tenho os direitos/ })).toBeChecked();

        // 3. Address: the subdomain is checked 2 s after the last key press.
        step = await next(wizard, 'Endereço online');
        await step.getByLabel(field('Endereço da página')).fill(subdomain);
        await expect(step.getByTestId('subdomain-available')).toBeVisible();
        await expect(step.getByText('Endereço disponível')).toBeVisible();
        await expect(step.getByTestId('full-address')).toHaveText(`${new URL(baseURL).host}/${subdomain}`);

        // 4. Appearance: the default colours stay.
        step = await next(wizard, 'Aparência da página');

        // 5. Topics: four empty ones to start; two filled, the other two removed.
        step = await next(wizard, 'Tópicos e temas');
        await step.getByLabel(field('Título dos tópicos')).fill('O que você vai aprender');
        await expect(step.getByLabel(/^Tópico \d/)).toHaveCount(4);
        await step.getByLabel(field('Tópico 1')).fill(TOPICS[0]);
        await step.getByLabel(field('Tópico 2')).fill(TOPICS[1]);
        await step.getByRole('button', { name: 'Remover o tópico 4' }).click();
        await step.getByRole('button', { name: 'Remover o tópico 3' }).click();
        await expect(step.getByLabel(/^Tópico \d/)).toHaveCount(2);

        // 6. More: the description.
        step = await next(wizard, 'Saiba mais');
        await step.getByLabel(field('Descrição')).fill(description);

        // 7. Contact form (PRO): a list of two options and a required numbers-only text.
        step = await next(wizard, 'Formulário de contato');
        await step.getByRole('button', { name: 'Adicionar pergunta' }).click();
        const select = step.getByTestId('form-field').nth(0);
        await select.getByLabel(field('Nome do campo')).fill(SELECT_FIELD);
        await select.getByLabel('Tipo', { exact: true }).selectOption('SELECT_FIELD');
        await select.getByLabel(field('Opção 1')).fill(SELECT_OPTIONS[0]);
        await select.getByRole('button', { name: 'Adicionar opção' }).click();
        await select.getByLabel(field('Opção 2')).fill(SELECT_OPTIONS[1]);
        await step.getByRole('button', { name: 'Adicionar pergunta' }).click();
        const numeric = step.getByTestId('form-field').nth(1);
        await numeric.getByLabel(field('Nome do campo')).fill(NUMERIC_FIELD);
        await numeric.getByLabel('Aceita', { exact: true }).selectOption('NUMERIC');
        await numeric.getByText('Resposta obrigatória', { exact: true }).click();
        await expect(numeric.getByRole('checkbox', { name: 'Resposta obrigatória' })).toBeChecked();

        // 8. Footer (PRO): a text and one link.
        step = await next(wizard, 'Rodapé');
        await step.getByLabel(field('Texto do rodapé')).fill(FOOTER_TEXT);
        await step.getByRole('button', { name: 'Adicionar link' }).click();
        const link = step.getByTestId('footer-link').nth(0);
        await link.getByLabel(field('Nome do link')).fill(FOOTER_LINK.name);
        await link.getByLabel(field('Endereço')).fill(FOOTER_LINK.href);

        const answer = page.waitForResponse(
          (r) => r.url().endsWith('/api/v1/infoproduts') && r.request().method() === 'POST',
        );
        await wizard.getByRole('button', { name: 'Salvar', exact: true }).click();
        const response = await answer;
        expect(response.status(), await response.text()).toBeLessThan(300);
        await expect(wizard).toBeHidden();

        // The list shows the new page, selected.
        const card = page.getByTestId('infoproduct-card').filter({ hasText: title });
        await expect(card).toBeVisible();
        await expect(card).toHaveAttribute('data-selected', 'true');
        await expect(card.getByRole('button', { name: title, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(card.getByRole('link', { name: new RegExp(`/${subdomain}$`) })).toBeVisible();
        if (width >= 768) {
          await expect(page.getByTestId('side-panel').getByRole('heading', { name: title })).toBeVisible();
        }
      });

      await test.step('visitor with JavaScript: five sections, axe, no sideways scroll; the lead, then the PDF', async () => {
        const { context, page: visitor } = await newVisitor(browser, width);
        await visitor.goto(`/${subdomain}`);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
        for (const id of SECTION_IDS) await expect(visitor.locator(`#${id}`), id).toHaveCount(1);
        await expect(visitor.locator('#itens-section li')).toHaveText([...TOPICS]);
        await expect(visitor.locator('#more-section')).toContainText(description);
        await expect(visitor.locator('#footer-section')).toContainText(FOOTER_TEXT);
        await expect(
          visitor.locator('#footer-section').getByRole('link', { name: FOOTER_LINK.name }),
        ).toHaveAttribute('href', FOOTER_LINK.href);
        await expect(visitor.locator('#form-section').getByLabel(SELECT_FIELD)).toBeVisible();

        await expectAxeClean(visitor, `public lead page at ${width} px`);
        const overflow = await visitor.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);

        await answerCookies(visitor);
        const sent = visitor.waitForResponse(
          (r) => r.url().endsWith('/api/v1/infoproducts-forms-answers') && r.request().method() === 'POST',
        );
        const url = visitor.url();
        const { email, option, age } = visitors.script;
        await fillLeadForm(visitor, email, option, age);
        const lead = await sent;
        expect(lead.status(), await lead.text()).toBeLessThan(300);
        expect(lead.request().headers()['content-type']).toContain('application/json');
        await expect(visitor.getByRole('heading', { name: `Pronto! Enviamos para ${email}` })).toBeVisible();
        // No reload: the island put the confirmation in the form's place.
        expect(visitor.url()).toBe(url);

        const deliver = visitor.getByRole('link', { name: 'Baixar o e-book' });
        await expect(deliver).toBeVisible();
        const href = await deliver.getAttribute('href');
        expect(href).toBeTruthy();
        const [download] = await Promise.all([visitor.waitForEvent('download'), deliver.click()]);
        expect(download.suggestedFilename()).toMatch(/\.pdf$/);
        const path = await download.path();
        expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const file = await visitor.request.get(href ?? '');
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toContain('application/pdf');
        expect(file.headers()['content-disposition']).toMatch(/^attachment\b/);
        await context.close();
      });

      await test.step('visitor without JavaScript: the form posts as HTML and the answer is the confirmation', async () => {
        const { context, page: plain } = await newVisitor(browser, width, false);
        await plain.goto(`/${subdomain}`);
        await expect(plain.getByRole('heading', { level: 1 })).toHaveText(title);
        const { email, option, age } = visitors.plain;
        const posted = plain.waitForRequest(
          (r) => r.url().endsWith('/api/v1/infoproducts-forms-answers') && r.method() === 'POST',
        );
        await fillLeadForm(plain, email, option, age);
        const request = await posted;
        expect(request.isNavigationRequest(), 'a real form POST').toBe(true);
        expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
        await expect(plain.getByRole('heading', { name: `Pronto! Enviamos para ${email}` })).toBeVisible();
        await expect(plain.getByRole('link', { name: 'Baixar o e-book' })).toBeVisible();
        await context.close();
      });

      await test.step('owner: both leads in the panel, both e-mails in the outbox, leeds.csv', async () => {
        await page.goto('/painel/nfoproduct');
        const card = page.getByTestId('infoproduct-card').filter({ hasText: title });
        await expect(card).toHaveAttribute('data-selected', 'true');
        let panel: Locator;
        if (width >= 768) {
          panel = page.getByTestId('side-panel');
        } else {
          // On a phone the side panel is hidden: the card's "Leads" button opens them in a dialog.
          await expect(page.getByTestId('side-panel')).toHaveCount(0);
          await card.getByRole('button', { name: 'Leads', exact: true }).click();
          panel = page.getByRole('dialog', { name: 'Leads' });
          await expect(panel).toBeVisible();
        }
        await expect(panel.getByRole('heading', { name: title })).toBeVisible();
        await expect(panel.getByTestId('leads-total')).toHaveText('2 leads');
        const leads = panel.getByTestId('lead-item');
        await expect(leads).toHaveCount(2);
        for (const { email, option, age } of Object.values(visitors)) {
          const item = leads.filter({ hasText: email });
          await expect(item).toHaveCount(1);
          await expect(item).toContainText(`${SELECT_FIELD}:${option}`);
          await expect(item).toContainText(`${NUMERIC_FIELD}:${age}`);
          await expect(item.getByTestId('lead-masked')).toHaveCount(0);
        }

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          panel.getByRole('button', { name: 'Exportar CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('leeds.csv');
        const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
        const lines = csv.split(/\r?\n/).filter((line) => line !== '');
        expect(lines[0]).toBe(
          `email;${SELECT_FIELD};${NUMERIC_FIELD};dateCreate;consentAt;consentIp;consentUserAgent;consentText`,
        );
        expect(lines.slice(1)).toHaveLength(2);
        for (const { email, option, age } of Object.values(visitors)) {
          const row = lines.find((line) => line.startsWith(`${email};`));
          expect(row, `the CSV row of ${email}`).toBeTruthy();
          expect(row?.split(';').slice(0, 3)).toEqual([email, option, age]);
        }

        // The development outbox (HTML): one delivery e-mail to each visitor.
        await expect(async () => {
          await page.goto('/api/v1/mail-outbox');
          await expect(page.getByRole('heading', { level: 1, name: 'Caixa de saída' })).toBeVisible();
          for (const { email } of Object.values(visitors)) {
            const mails = page.getByRole('article').filter({ hasText: email });
            await expect(mails).toHaveCount(1, { timeout: 1000 });
            await expect(mails.getByRole('heading', { name: `Seu e-book: ${title}` })).toBeVisible({
              timeout: 1000,
            });
          }
        }).toPass({ timeout: 20_000 });
      });
    });
  });
}
