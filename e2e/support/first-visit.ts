import { expect, type Locator, type Page } from './test';

/**
 * Dialogs a page opens on a new user's first visit (the bio editor's template picker, spec 001 §2). While one
 * is open the page behind it is out of the accessibility tree, so its heading cannot be found by role.
 */
const firstVisitDialogs = [{ name: 'Escolha um modelo', close: 'Usar o modelo Aurora' }];

/** The page's level-1 heading (optionally by name), or a first-visit dialog covering it. */
export function headingOrFirstVisitDialog(page: Page, name?: RegExp | string): Locator {
  const heading = page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
  return firstVisitDialogs
    .map((dialog) => page.getByRole('dialog', { name: dialog.name }))
    .reduce((either, dialog) => either.or(dialog), heading)
    .first();
}

/** Closes a first-visit dialog the way a person would (picking the first template); true if one was open. */
export async function closeFirstVisitDialog(page: Page): Promise<boolean> {
  for (const { name, close } of firstVisitDialogs) {
    const dialog = page.getByRole('dialog', { name });
    if (!(await dialog.isVisible())) continue;
    await dialog.getByRole('button', { name: close }).click();
    await expect(dialog).toBeHidden();
    return true;
  }
  return false;
}

/** Waits for the page's heading, closing a first-visit dialog in front of it first. */
export async function expectPageHeading(page: Page, name?: RegExp | string): Promise<void> {
  await expect(headingOrFirstVisitDialog(page, name)).toBeVisible();
  // The dialog opens with the page's data: let its requests settle before looking for it.
  await page.waitForLoadState('networkidle');
  await closeFirstVisitDialog(page);
  await expect(
    page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) }).first(),
  ).toBeVisible();
}
