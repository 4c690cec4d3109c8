import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { dataDir } from '../support/env';
import { expect, test } from '../support/test';
import { linkAction } from './links-page';

/** A 1 × 1 PNG: the crop dialog scales it to the preview's 1200 × 630. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const crawler = { 'user-agent': 'WhatsApp/2.24.6.77 A', accept: 'text/html' };
const shotsDir = process.env.PREVIEW_SCREENSHOTS;
// PREVIEW_VIEWPORT=390x844 runs the flow on a phone-sized page (the screenshots at each width).
const [shotWidth, shotHeight] = (process.env.PREVIEW_VIEWPORT ?? '').split('x').map(Number);
if (shotWidth && shotHeight) test.use({ viewport: { width: shotWidth, height: shotHeight } });

function metaContent(html: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)">`).exec(html)?.[1];
}

test('a PRO user sets a custom preview and crawlers see it on /{code}', async ({ page, request }) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(120_000);
  const owner = await signIn(page, newUser('preview'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  // A destination that does not resolve: "buscar da fonte" fails with the spec's message.
  const link = await createLink(request, token, 'https://loja-que-nao-existe.test/oferta');
  await page.reload();

  await linkAction(page, link.code, 'Editar prévia (aparência)');
  const dialog = page.getByRole('dialog', { name: 'Prévia do link' });
  await expect(dialog.getByLabel('Título', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('plan-locked')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Buscar da fonte' }).click();
  await expect(page.getByText('Erro ao buscar por informações do link')).toBeVisible();

  await dialog.getByLabel('Título', { exact: true }).fill('Oferta relâmpago');
  await dialog.getByLabel('Imagem', { exact: true }).fill('https://cdn.exemplo.com/oferta.png');
  await dialog.getByLabel('Descrição').fill('Só hoje, com frete grátis');
  await dialog.getByRole('button', { name: /^Avançado/ }).click();
  await dialog.getByRole('button', { name: /^Sobre a página/ }).click();
  await dialog.getByLabel('Idioma e região').selectOption('pt_BR');
  await expect(dialog.getByTestId('chat-preview')).toContainText('Oferta relâmpago');
  await expect(dialog.getByTestId('chat-preview')).toContainText('Só hoje, com frete grátis');
  await expectAxeClean(page, 'preview editor');
  if (shotsDir)
    await page.screenshot({ path: `${shotsDir}/preview-editor-${page.viewportSize()?.width}.png` });

  await dialog.getByRole('button', { name: 'Salvar prévia' }).click();
  await expect(page.getByText('Salvo com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();

  const html = await (await request.get(`/${link.code}`, { headers: crawler })).text();
  expect(metaContent(html, 'og:title')).toBe('Oferta relâmpago');
  expect(metaContent(html, 'og:description')).toBe('Só hoje, com frete grátis');
  expect(metaContent(html, 'og:image')).toBe('https://cdn.exemplo.com/oferta.png');
  expect(metaContent(html, 'og:locale')).toBe('pt_BR');

  // Reopened, the editor shows what was saved; an uploaded image replaces the address (cropped to 1200 × 630
  // and stored by the API); emptying a field removes it from the page.
  await linkAction(page, link.code, 'Editar prévia (aparência)');
  await expect(dialog.getByLabel('Título', { exact: true })).toHaveValue('Oferta relâmpago');
  await dialog.getByLabel('Ou envie uma imagem (recortada em 1200 × 630)').setInputFiles({
    name: 'capa.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await page.getByRole('button', { name: 'Recortar e enviar' }).click();
  await expect(dialog.getByLabel('Imagem', { exact: true })).toHaveValue(/\/files\/[0-9a-f]{64}\.png$/);
  await dialog.getByLabel('Descrição').fill('');
  await dialog.getByRole('button', { name: 'Salvar prévia' }).click();
  await expect(dialog).toBeHidden();
  const after = await (await request.get(`/${link.code}`, { headers: crawler })).text();
  const uploaded = metaContent(after, 'og:image') ?? '';
  expect(uploaded).toMatch(/^http.*\/files\/[0-9a-f]{64}\.png$/);
  const image = await request.get(new URL(uploaded).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  // The owner cleared the description: crawlers get none, not one made up from the destination.
  expect(metaContent(after, 'og:description')).toBeUndefined();
  expect(metaContent(after, 'description')).toBeUndefined();
});

test('below PRO the editor shows the plan notice and cannot save', async ({ page, request }) => {
  await signIn(page, newUser('preview-free'));
  const token = await requireToken(page);
  const link = await createLink(request, token, 'https://loja-que-nao-existe.test/gratis');
  await page.reload();
  await linkAction(page, link.code, 'Editar prévia (aparência)');
  const dialog = page.getByRole('dialog', { name: 'Prévia do link' });
  await expect(dialog.getByTestId('plan-locked')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar prévia' })).toBeDisabled();
  await expectAxeClean(page, 'preview editor (locked)');
});
