import { expect, type Page } from '@playwright/test';

export interface DevUser {
  email: string;
  name: string;
}

let counter = 0;

/** A fresh user per call: tests never share accounts, so they can run in any order. */
export function newUser(prefix = 'e2e'): DevUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}-${id}@example.com`, name: `Pessoa ${prefix} ${id}` };
}

/**
 * Development sign-in (no GOOGLE_CLIENT_ID, loopback PUBLIC_URL): the Google authorization address sets the
 * sign-in cookie and shows a form; submitting it lands on /loading?authorization=CODE, whose page exchanges the
 * single-use code (with that cookie) for the token, stores it and opens the panel. A new user then accepts
 * the terms (a blocking dialog) and the cookie banner, as a person would before using the panel.
 */
export async function signIn(page: Page, user: DevUser = newUser()): Promise<DevUser> {
  await enterPanel(page, user);
  await acceptTerms(page);
  await acceptCookies(page);
  return user;
}

/** The development sign-in up to the panel, with the terms dialog and the cookie banner still unanswered. */
export async function enterPanel(page: Page, user: DevUser = newUser()): Promise<DevUser> {
  await page.goto('/oauth2/authorization/google');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Nome').fill(user.name);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/painel\/links\/shortened/);
  return user;
}

/** The terms dialog's title: a first acceptance for a new user, the update for one who accepted before. */
export const TERMS_DIALOG = { first: 'Antes de começar', updated: 'Atualizamos nossos termos' } as const;

export async function acceptTerms(page: Page): Promise<void> {
  const dialog = page
    .getByRole('dialog', { name: TERMS_DIALOG.first })
    .or(page.getByRole('dialog', { name: TERMS_DIALOG.updated }));
  await expect(dialog).toBeVisible();
  const boxes = dialog.locator('[data-scope="checkbox"][data-part="control"]');
  await boxes.nth(0).click();
  await boxes.nth(1).click();
  await dialog.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(dialog).toBeHidden();
}

export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(page.getByRole('button', { name: 'Aceitar todos' })).toBeHidden();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('authorization'));
}

/** The bearer token of a signed-in page, for API calls made by the test itself. */
export async function requireToken(page: Page): Promise<string> {
  const token = await storedToken(page);
  expect(token, 'a signed-in page stores its token in localStorage.authorization').toBeTruthy();
  return token ?? '';
}
