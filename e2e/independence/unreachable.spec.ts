import { area, fallbackText } from '../support/areas';
import { signIn } from '../support/auth';
import { expectPageHeading } from '../support/first-visit';
import { expect, test } from '../support/test';

const bio = area('mf_bio');
const links = area('mf_links');

test('an unreachable remote shows its fallback, the other areas keep working, and retry recovers', async ({
  page,
}) => {
  await signIn(page);
  await page.route(`**/mf/${bio.folder}/**`, (route) => route.abort('connectionrefused'));

  await page.goto(bio.route);
  await expect(page.getByText(fallbackText)).toBeVisible();
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();

  await page.goto(links.route);
  await expect(page.getByRole('heading', { level: 1, name: links.heading })).toBeVisible();
  await expect(page.getByText(fallbackText)).toHaveCount(0);

  await page.goto(bio.route);
  await expect(page.getByText(fallbackText)).toBeVisible();
  await page.unroute(`**/mf/${bio.folder}/**`);
  await retry.click();
  await expectPageHeading(page, bio.heading);
  await expect(page.getByText(fallbackText)).toHaveCount(0);
});
