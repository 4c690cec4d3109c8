import { createLink } from '../support/api';
import { requireToken, signIn } from '../support/auth';
import { expect, test } from '../support/test';
import { shownIds } from './links-page';

test('in the drag order a link is moved with the keyboard, kept after a reload, and the default stays newest first', async ({
  page,
}) => {
  await signIn(page);
  const token = await requireToken(page);
  const first = await createLink(page.request, token, 'https://example.com/ordem/1');
  const second = await createLink(page.request, token, 'https://example.com/ordem/2');
  const third = await createLink(page.request, token, 'https://example.com/ordem/3');
  await page.goto('/painel/links/shortened');
  await page.waitForLoadState('networkidle');
  // Newest first, with nothing to drag until the person picks their own order (decision 018).
  await expect.poll(() => shownIds(page)).toEqual([third.id, second.id, first.id]);
  await expect(page.getByRole('button', { name: `Mover o link ${third.code}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ordenar' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Minha ordem (arrastar)' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/orderBy=.*position/);
  // The manual order starts as newest first.
  await expect.poll(() => shownIds(page)).toEqual([third.id, second.id, first.id]);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/online-addresses/order') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: `Mover o link ${third.code}` }).focus();
  // The keyboard sensor listens for the moves from the next tick after lifting: press as a person would.
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  expect((await saved).status()).toBeLessThan(300);
  await expect.poll(() => shownIds(page)).toEqual([second.id, third.id, first.id]);

  await page.reload();
  await expect.poll(() => shownIds(page)).toEqual([second.id, third.id, first.id]);
  await expect(page).toHaveURL(/orderBy=.*position/);

  // The drag did not change the default: a plain visit is still newest first.
  await page.goto('/painel/links/shortened');
  await expect.poll(() => shownIds(page)).toEqual([third.id, second.id, first.id]);
});
