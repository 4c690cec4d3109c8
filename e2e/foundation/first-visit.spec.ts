import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { acceptCookies, acceptTerms, enterPanel, newUser, requireToken, TERMS_DIALOG } from '../support/auth';
import { expectAxeClean, waitForStillPage } from '../support/axe';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * A person's first visit (issue 37 item 3): a new user is asked to accept the terms for the first time (the
 * "we updated our terms" wording is for those who accepted an earlier version), the cookie notice never sits
 * over that dialog, and every page draws the same notice under the same wordmark.
 */

/** `E2E_SHOTS_DIR=dir`: the dialog and the notices are photographed there (a person looks at them). */
const shotsDir = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `first-visit-${name}-${page.viewportSize()?.width}.png`) });
}

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** The cookie notice, found by its markup: an open modal dialog hides the rest of the page from the roles. */
const cookieNotice = (page: Page) => page.locator('section[aria-label="Preferências de cookies"]');

/** The notice is absent, or its box does not meet the dialog's. */
async function expectNoticeClear(notice: Locator, dialog: Locator) {
  if (!(await notice.isVisible())) return;
  const [a, b] = [await notice.boundingBox(), await dialog.boundingBox()];
  if (!a || !b) return;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `cookie notice ${JSON.stringify(a)} over the dialog ${JSON.stringify(b)}`).toBe(false);
}

for (const viewport of viewports) {
  test(`a new user at ${viewport.width} px accepts the terms for the first time, the cookie notice after`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await enterPanel(page, newUser('first-visit'));
    const dialog = page.getByRole('dialog', { name: TERMS_DIALOG.first });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('aceite os termos de uso e a política de privacidade');
    await expect(page.getByText(TERMS_DIALOG.updated)).toHaveCount(0);
    await expectNoticeClear(cookieNotice(page), dialog);
    await shot(page, 'terms');
    await expectAxeClean(page, `first terms dialog at ${viewport.width} px`);
    // Still clear once the page has settled behind the dialog.
    await expectNoticeClear(cookieNotice(page), dialog);

    await acceptTerms(page);
    await expect(cookieNotice(page)).toBeVisible();
    await shot(page, 'notice');
    await expectAxeClean(page, `panel with the cookie notice at ${viewport.width} px`);
    await acceptCookies(page);
    await expect(cookieNotice(page)).toHaveCount(0);
  });
}

test('a user who accepted an earlier version is told the terms were updated', async ({ page, request }) => {
  await enterPanel(page, newUser('terms-updated'));
  await expect(page.getByRole('dialog', { name: TERMS_DIALOG.first })).toBeVisible();
  // The oldest published versions, accepted as a user from before the latest ones would have.
  const headers = { authorization: `Bearer ${await requireToken(page)}` };
  const oldest = async (path: string) => {
    const answer = await request.get(`/api/v1/${path}`, { params: { page: 0, size: 1, orderBy: 'id:ASC' } });
    return ((await answer.json()) as { content: { id: number }[] }).content[0]?.id;
  };
  const [terms, privacy] = [await oldest('terms-of-use'), await oldest('privacy-policies')];
  for (const [path, data] of [
    ['user-sign-terms-of-use', { termsOfUse: { id: terms } }],
    ['user-sign-privacy-policy', { privacyPolicy: { id: privacy } }],
  ] as const) {
    const answer = await request.post(`/api/v1/${path}`, { data, headers });
    expect(answer.status(), await answer.text()).toBe(201);
  }

  await page.reload();
  const dialog = page.getByRole('dialog', { name: TERMS_DIALOG.updated });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(TERMS_DIALOG.first)).toHaveCount(0);
  await acceptTerms(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** What the notice draws: each element's text, box (relative to the notice) and look. */
function noticeDesign(notice: Locator) {
  return notice.evaluate((section) => {
    const origin = section.getBoundingClientRect();
    return [section, ...section.querySelectorAll('*')].map((node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      return {
        tag: node.tagName,
        text: node.children.length === 0 ? (node.textContent ?? '').trim() : '',
        box: [box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round).join(' '),
        look: [
          style.display,
          style.backgroundColor,
          style.color,
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.borderRadius,
          // A border's colour only where there is a border (Chakra's reset colours every element's).
          style.borderTopWidth === '0px' ? 'no border' : `${style.borderTopWidth} ${style.borderTopColor}`,
          style.padding,
          style.boxShadow,
        ].join(' | '),
      };
    });
  });
}

/** The header's wordmark: its markup, its size and how its text is set. */
function wordmark(page: Page) {
  return page
    .locator('header a[href="/"] svg[role="img"]')
    .first()
    .evaluate((svg: SVGSVGElement) => {
      const text = svg.querySelector('text');
      const style = text ? getComputedStyle(text) : null;
      const box = svg.getBoundingClientRect();
      return {
        markup: svg.outerHTML,
        size: `${Math.round(box.width)}×${Math.round(box.height)}`,
        text: style ? [style.fontFamily, style.fontSize, style.fontWeight, style.fill].join(' | ') : null,
        textWidth: text ? Math.round(text.getBBox().width) : null,
      };
    });
}

test('/ and /privacy-policy show the same cookie notice under the same wordmark', async ({ page }) => {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const seen: Record<string, unknown>[] = [];
    for (const [name, path] of [
      ['home', '/'],
      ['privacy', '/privacy-policy'],
    ] as const) {
      await page.context().clearCookies();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
      const notice = cookieNotice(page);
      await expect(notice).toBeVisible();
      await page.waitForLoadState('networkidle');
      await waitForStillPage(page);
      await shot(page, name);
      await expectAxeClean(page, `${path} with the cookie notice at ${viewport.width} px`);
      seen.push({
        text: (await notice.innerText()).replace(/\s+/g, ' ').trim(),
        buttons: await notice.getByRole('button').allInnerTexts(),
        links: await notice
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => `${link.textContent} → ${link.getAttribute('href')}`)),
        design: await noticeDesign(notice),
        wordmark: await wordmark(page),
      });
    }
    // The preferences open inside the notice (no dialog of its own), on the app's page as on the light ones.
    const notice = cookieNotice(page);
    await notice.getByRole('button', { name: 'Preferências' }).click();
    await expect(notice.getByRole('checkbox', { name: 'Publicidade' })).not.toBeChecked();
    await shot(page, 'preferences');
    await expectAxeClean(page, `the notice's preferences at ${viewport.width} px`);
    await notice.getByRole('checkbox', { name: 'Publicidade' }).check();
    await notice.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(notice).toHaveCount(0);
    const [home, privacy] = seen;
    expect(home?.buttons).toEqual(['Preferências', 'Rejeitar todos', 'Aceitar todos']);
    for (const part of ['text', 'buttons', 'links', 'wordmark', 'design'])
      expect(privacy?.[part], `${part} at ${viewport.width} px`).toEqual(home?.[part]);
  }
});
