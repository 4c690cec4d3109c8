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
 * Development sign-in (no GOOGLE_CLIENT_ID): the Google authorization address shows a form; submitting it
 * lands on /loading?authorization=… which stores the token and opens the panel.
 */
export async function signIn(page: Page, user: DevUser = newUser()): Promise<DevUser> {
  await page.goto('/oauth2/authorization/google');
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByLabel(/nome|name/i).fill(user.name);
  await page.locator('form [type=submit]').click();
  await expect(page).toHaveURL(/\/painel\/links\/shortened/);
  return user;
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
