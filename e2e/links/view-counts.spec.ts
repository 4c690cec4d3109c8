import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { dataDir } from '../support/env';
import { expect, test } from '../support/test';

/**
 * Issue 36 item 6: view counts start at BASIC (spec 001 §1, §6; decision 015). A FREE owner's link card says when
 * the link was made and nothing about its clicks (the API sends `clicks: null`); with BASIC the count shows.
 */
test("a FREE owner's link card shows no click count; with BASIC it shows the count", async ({ page }) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(120_000);
  const owner = await signIn(page, newUser('view-counts'));
  const link = await createLink(page.request, await requireToken(page), 'https://example.com/contagem');
  const meta = page.locator(`[data-testid="link-card"][data-link-id="${link.id}"] [data-testid="link-meta"]`);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/painel/links/shortened');
    await expect(meta).toHaveText(/^Criado em \d{2}\/\d{2}\/\d{4}$/);
    await page.screenshot({ path: `/tmp/view-counts-free-${width}.png` });
    await expectAxeClean(page, `links panel of a FREE owner at ${width} px`);
  }

  await admin('plan', 'grant', owner.email, 'BASIC');
  await page.reload();
  await expect(meta).toHaveText(/^Criado em \d{2}\/\d{2}\/\d{4} · 0 cliques$/);
  await page.screenshot({ path: '/tmp/view-counts-basic-1366.png' });
});
