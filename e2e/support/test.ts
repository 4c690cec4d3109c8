import { type BrowserContext, test as base, expect } from '@playwright/test';

// Every spec imports `test` and `expect` from here, never from '@playwright/test' directly.
export * from '@playwright/test';

/** Chromium reports a blocked script, style, frame or connection in the console with these words. */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * `test` with one automatic fixture: a Content-Security-Policy violation reported in the console of any page
 * the test opens (its own page, and pages of contexts it creates with `browser.newPage()`/`newContext()`)
 * fails the test, so a change that needs a looser policy is caught here, not by a user (decision 009).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (CSP_VIOLATION.test(message.text())) {
            violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
          }
        });
      };
      watch(context);
      // `browser.newPage()` creates its context through `newContext`: wrapped for this test only.
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        watch(created);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
});
