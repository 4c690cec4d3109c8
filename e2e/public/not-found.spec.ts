import { expect, test } from '../support/test';

/** Issue 37 item 8: the unknown-link page counts its seconds down (with no script: CSP) and then goes home. */
test('an unknown link says so, counts down the seconds and takes the visitor home', async ({ page }) => {
  const response = await page.goto('/nao-existe-este-link');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Link não encontrado' })).toBeVisible();
  const shown = () =>
    page
      .getByTestId('countdown')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--seconds'));
  const first = Number(await shown());
  expect(first).toBeGreaterThanOrEqual(4);
  await expect.poll(async () => Number(await shown()), { timeout: 4_000 }).toBeLessThanOrEqual(first - 2);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
});
