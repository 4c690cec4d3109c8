import { area, areas, fallbackText } from '../support/areas';
import { signIn, storedToken } from '../support/auth';
import { sharedOnPage } from '../support/federation';
import { expectPageHeading } from '../support/first-visit';
import { expect, test } from '../support/test';

test('one route of every remote renders its page inside the shell', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Public areas first: a signed-in visitor of the home page is sent on to the panel.
  const ordered = [...areas].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
  for (const { remote, route, heading, signedIn } of ordered) {
    await test.step(`${remote} at ${route}`, async () => {
      if (signedIn && !(await storedToken(page))) await signIn(page);
      await page.goto(route);
      await expectPageHeading(page, heading);
      await expect(page.getByText(fallbackText)).toHaveCount(0);
    });
  }
  expect(errors, 'no uncaught errors while visiting every area').toEqual([]);
});

test('singletons: one React, one router, one SDK (auth store) and one UI kit across the shell and remotes', async ({
  page,
}) => {
  await signIn(page);
  // Load a second and third remote in the same page (client-side navigation keeps the runtime).
  await page.goto('/painel/links/shortened');
  await expect(page.getByRole('heading', { level: 1, name: 'Links encurtados' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/painel/links/page-bio');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expectPageHeading(page, area('mf_bio').heading);

  const packages = [
    'react',
    'react-dom',
    'react-router',
    '@atalho/sdk',
    '@atalho/ui',
    'zustand',
    '@chakra-ui/react',
  ];
  const shared = await sharedOnPage(page, packages);
  for (const name of packages) {
    expect(shared[name]?.versions, `${name}: one loaded version`).toHaveLength(1);
    expect(shared[name]?.factories, `${name}: one module instance`).toBeLessThanOrEqual(1);
  }
});
