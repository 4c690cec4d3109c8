import { createLink } from '../support/api';
import { requireToken, signIn } from '../support/auth';
import { expect, test } from '../support/test';
import { shownIds } from './links-page';

test('a link is moved with the keyboard and the manual order is kept after a reload', async ({ page }) => {
  await signIn(page);
  const token = await requireToken(page);
  const first = await createLink(page.request, token, 'https://example.com/ordem/1');
  const second = await createLink(page.request, token, 'https://example.com/ordem/2');
  const third = await createLink(page.request, token, 'https://example.com/ordem/3');
  await page.goto('/painel/links/shortened');
  await page.waitForLoadState('networkidle');
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
  await expect(page).not.toHaveURL(/orderBy=/);
});
