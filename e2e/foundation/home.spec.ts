import { area, fallbackText } from '../support/areas';
import { expect, test } from '../support/test';

test('the home page renders the public remote', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: area('mf_public').heading }).first(),
  ).toBeVisible();
  await expect(page.getByText(fallbackText)).toHaveCount(0);
  expect(errors, 'no uncaught errors on the home page').toEqual([]);
});

test('the server answers /health and /remotes.json lists every remote without caching', async ({
  request,
}) => {
  expect((await request.get('/health')).ok()).toBe(true);
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toMatch(/no-cache|no-store/);
  const remotes = (await response.json()) as Record<string, string>;
  for (const name of [
    'mf_public',
    'mf_links',
    'mf_bio',
    'mf_infoproduct',
    'mf_analytics',
    'mf_sms',
    'mf_billing',
  ]) {
    expect(remotes[name], name).toMatch(/mf-manifest\.json$/);
  }
});
