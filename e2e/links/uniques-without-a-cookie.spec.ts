import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { baseURL, dataDir } from '../support/env';
import { startTargetServer } from '../support/target-server';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';

/**
 * Issue 36 item 4 (decision 041): a visitor who rejects analytics cookies gets no `atalho_cid`, and opening a link
 * twice counts two views and one unique (the day's id of their address and browser); one who accepts gets the
 * cookie and is counted by it from their next page on.
 */

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}

/**
 * Opens the short link and waits for the click its redirect screen sent to be counted (201). The body of that
 * keepalive request is not shown to Playwright: what it carried is read back from the owner's click list.
 */
async function openLink(page: Page, code: string): Promise<void> {
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/clicks') && response.request().method() === 'POST',
  );
  await page.goto(`/${code}`);
  expect((await sent).status()).toBe(201);
}

/** The visitor of each of the link's clicks, oldest first (the detailed report, PRO). */
async function sessionsOf(request: APIRequestContext, token: string, code: string): Promise<string[]> {
  const response = await request.get(`/api/v1/clicks?size=50&text=${code}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const page: { content: { userSessionId: string | null }[] } = await response.json();
  return page.content.map((click) => String(click.userSessionId)).reverse();
}

async function totals(request: APIRequestContext, token: string, linkId: number) {
  const response = await request.get(`/api/v1/click-dashboards?onlineAddressId=${linkId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { clicks, uniqueViews } = await response.json();
  return { clicks, uniqueViews };
}

test('without analytics consent no atalho_cid and one unique a day; with it the cookie', async ({
  page,
  browser,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(180_000);
  const target = await startTargetServer();
  try {
    // A free owner's screen waits 4 s: time to answer the notice before it leaves. PRO comes after, for the reports.
    const owner = await signIn(page, newUser('uniques'));
    const token = await requireToken(page);
    const link = await createLink(page.request, token, target.url);

    const rejecting = await newVisitor(browser);
    await openLink(rejecting.page, link.code);
    await rejecting.page.getByRole('button', { name: 'Rejeitar todos' }).click();
    await openLink(rejecting.page, link.code);
    const cookies = (await rejecting.context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toContain('atalho_consent');
    expect(cookies).not.toContain('atalho_cid');
    await rejecting.context.close();

    await admin('plan', 'grant', owner.email, 'PRO');
    await page.goto(`/painel/analytics?onlineAddressId=${link.id}`);
    await expect(page.getByTestId('click-dashboard').getByTestId('views-total')).toHaveText('2', {
      timeout: 15_000,
    });
    await page.screenshot({ path: '/tmp/uniques-without-a-cookie-dashboard.png' });
    expect(await totals(page.request, token, link.id)).toEqual({ clicks: 2, uniqueViews: 1 });
    const [dayId, again] = await sessionsOf(page.request, token, link.code);
    expect(dayId).toMatch(/^[\w-]{22}$/);
    expect(again).toBe(dayId);

    const accepting = await newVisitor(browser);
    // The page's click went before the answer: that view is counted like the rejecting visitor's (same address
    // and browser, the same visitor of the day); the next page sends the new client id.
    await openLink(accepting.page, link.code);
    await accepting.page.getByRole('button', { name: 'Aceitar todos' }).click();
    await openLink(accepting.page, link.code);
    const clientId = (await accepting.context.cookies()).find((cookie) => cookie.name === 'atalho_cid');
    expect(clientId?.value).toMatch(/\w{8,}/);
    await accepting.context.close();
    expect(await sessionsOf(page.request, token, link.code)).toEqual([dayId, dayId, dayId, clientId?.value]);
    expect(await totals(page.request, token, link.id)).toEqual({ clicks: 4, uniqueViews: 2 });
  } finally {
    await target.close();
  }
});
