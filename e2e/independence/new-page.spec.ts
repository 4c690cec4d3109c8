import { join } from 'node:path';
import { area } from '../support/areas';
import { signIn } from '../support/auth';
import { dataDir, staticRoot } from '../support/env';
import { buildRemoteWithPage, deployRemote, hashTree } from '../support/remote-copy';
import { expect, test } from '../support/test';

const analytics = area('mf_analytics');

test('a page added to one remote is live after deploying that remote alone; shell/dist stays byte-identical', async ({
  page,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR to deploy into');
  test.setTimeout(300_000);
  const data = dataDir ?? '';
  const version = `e2e-page-${Date.now().toString(36)}`;
  // A URL the shell has never heard of, under the remote's prefix (/painel/analytics/*).
  const added = { path: `/painel/analytics/${version}`, title: 'Página nova', heading: `Página ${version}` };
  const shellBefore = hashTree(join(staticRoot, 'shell', 'dist'));

  await signIn(page);
  await page.goto(added.path);
  // Not a page of the deployed remote yet: the remote sends it to the panel's home.
  await expect(page).toHaveURL(/\/painel\/links\/shortened$/);

  const build = await buildRemoteWithPage(analytics.folder, added);
  try {
    await deployRemote(data, analytics.folder, '--dist', build.dist, '--version', version);

    await page.goto(added.path);
    await expect(page.getByRole('heading', { level: 1, name: added.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${added.title} — Atalho`);
    // The shell's area tabs know the prefix, not the page: the area's tab is the current one.
    const tabs = page.getByRole('navigation', { name: 'Áreas do painel' });
    await expect(tabs.getByRole('link', { name: 'Métricas' })).toHaveAttribute('aria-current', 'page');

    await page.goto(analytics.route);
    await expect(page.getByRole('heading', { level: 1, name: analytics.heading }).first()).toBeVisible();
  } finally {
    await deployRemote(data, analytics.folder, '--reset');
    build.cleanup();
  }

  expect(hashTree(join(staticRoot, 'shell', 'dist')), 'shell/dist unchanged').toBe(shellBefore);
});
