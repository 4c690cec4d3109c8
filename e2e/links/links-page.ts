import { expect, type Locator, type Page } from '../support/test';

/** A link's card on /painel/links/shortened. */
export function linkCard(page: Page, id: number): Locator {
  return page.locator(`[data-testid="link-card"][data-link-id="${id}"]`);
}

/** Opens a card's actions menu and picks an item. */
export async function linkAction(page: Page, code: string, item: string): Promise<void> {
  // Right after a load the list may still re-render (the session's plan arrives): wait for it to settle.
  await page.waitForLoadState('networkidle');
  // A re-render can still replace the open menu under the pointer (its item is detached): open it again.
  await expect(async () => {
    if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Ações do link ${code}` }).click();
    await page.getByRole('menuitem', { name: item }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}

/** The list's cards' link ids, top first. */
export async function shownIds(page: Page): Promise<number[]> {
  await expect(page.getByTestId('link-card').first()).toBeVisible();
  const ids = await page
    .getByTestId('link-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-link-id'))));
  return ids;
}
