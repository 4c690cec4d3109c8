import { join } from 'node:path';
import { area } from '../support/areas';
import { dataDir, staticRoot } from '../support/env';
import { buildModifiedRemote, deployRemote, hashTree } from '../support/remote-copy';
import { expect, test } from '../support/test';

const billing = area('mf_billing');

test('a rebuilt remote is deployed alone: the running server serves it, the shell is untouched', async ({
  page,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR to deploy into');
  test.setTimeout(300_000);
  const data = dataDir ?? '';
  const version = `e2e-${Date.now().toString(36)}`;
  const label = `Versão ${version}`;
  const shellBefore = hashTree(join(staticRoot, 'shell', 'dist'));
  const remoteBefore = hashTree(join(staticRoot, billing.folder, 'dist'));

  await page.goto(billing.route);
  await expect(page.getByRole('heading', { level: 1, name: billing.heading }).first()).toBeVisible();
  await expect(page.getByTestId('e2e-build-label')).toHaveCount(0);

  // /plans is a light page (decision 024): the shell renders the remote's `PlansPage` expose.
  const build = await buildModifiedRemote(billing.folder, 'PlansPage', label);
  try {
    await deployRemote(data, billing.folder, '--dist', build.dist, '--version', version);
    const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    expect(remotes[billing.remote]).toBe(`/deploy/${billing.folder}/${version}/mf-manifest.json`);

    await page.reload();
    await expect(page.getByTestId('e2e-build-label')).toHaveText(label);
    await expect(page.getByRole('heading', { level: 1, name: billing.heading }).first()).toBeVisible();

    await deployRemote(data, billing.folder, '--reset');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: billing.heading }).first()).toBeVisible();
    await expect(page.getByTestId('e2e-build-label')).toHaveCount(0);

    await deployRemote(data, billing.folder, '--rollback', version);
    await page.reload();
    await expect(page.getByTestId('e2e-build-label')).toHaveText(label);
  } finally {
    await deployRemote(data, billing.folder, '--reset');
    build.cleanup();
  }

  expect(hashTree(join(staticRoot, 'shell', 'dist')), 'shell/dist unchanged').toBe(shellBefore);
  expect(hashTree(join(staticRoot, billing.folder, 'dist')), `${billing.folder}/dist unchanged`).toBe(
    remoteBefore,
  );
});
