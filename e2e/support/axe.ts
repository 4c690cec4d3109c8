import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/** What a failing check prints: rule, impact, and the first elements it flagged. */
function summary(violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[]) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.nodes
        .map((n) => JSON.stringify(n.target))
        .slice(0, 4)
        .join(' ')}`,
  );
}

/**
 * Waits for the page's finite CSS transitions and animations (a button fading from disabled to enabled, a
 * dialog opening): axe reads colours as painted, and a half-faded button fails contrast at random. Endless
 * ones (spinners, skeleton pulses) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until nothing is added to the page or animating. The home page reveals a section every 500 ms, each
 * fading in, and a half-transparent section would read as a contrast failure.
 */
export async function waitForStillPage(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = await page.evaluate(() => document.body.innerHTML.length);
        await page.waitForTimeout(600);
        return page.evaluate(
          (length) =>
            document.body.innerHTML.length === length &&
            document
              .getAnimations()
              .every(
                (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
              ),
          before,
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** axe with WCAG 2.0 A/AA and 2.1 AA, plus tap targets of at least 24 px (`target-size`), as it is now. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  await settleTransitions(page);
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect.soft(summary(wcag.violations), `axe WCAG 2.1 AA on ${label}`).toEqual([]);
  const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect.soft(summary(targets.violations), `tap targets ≥ 24 px on ${label}`).toEqual([]);
}
