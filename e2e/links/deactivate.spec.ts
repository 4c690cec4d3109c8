import { createLink } from '../support/api';
import { requireToken, signIn } from '../support/auth';
import { expect, test } from '../support/test';
import { linkAction, linkCard } from './links-page';

test('a deactivated link answers the not-found page to visitors until it is reactivated', async ({
  page,
  request,
}) => {
  await signIn(page);
  const link = await createLink(page.request, await requireToken(page), 'https://example.com/e2e-desativar');
  await page.goto('/painel/links/shortened');
  await expect(linkCard(page, link.id)).toBeVisible();
  // Served once while active, so the visitor cache holds it: deactivating must evict it.
  expect((await request.get(`/${link.code}`)).status()).toBe(200);

  await linkAction(page, link.code, 'Desativar');
  await expect(linkCard(page, link.id).getByText('Desativado')).toBeVisible();
  const notice = page.getByText('Link desativado: quem abrir verá a página de não encontrado');
  await expect(notice).toBeVisible();
  // The snackbar stays while the pointer rests on it, and it sits over the card's menu button.
  await page.mouse.move(0, 0);
  await expect(notice).toBeHidden();
  const gone = await request.get(`/${link.code}`);
  expect(gone.status()).toBe(404);
  expect(gone.headers()['content-type']).toContain('text/html');

  await linkAction(page, link.code, 'Reativar');
  await expect(linkCard(page, link.id).getByText('Desativado')).toBeHidden();
  expect((await request.get(`/${link.code}`)).status()).toBe(200);
});
