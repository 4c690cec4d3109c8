import { expect, test } from '../support/test';

test('pages carry the Content-Security-Policy and the other security headers', async ({ page }) => {
  for (const path of ['/', '/painel/links/shortened', '/oauth2/authorization/google']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('the API documentation works under the policy', async ({ page }) => {
  await page.goto('/api-doc');
  await expect(page.getByRole('heading', { level: 1, name: 'API do Atalho' })).toBeVisible();
});

test('an inline script is blocked and reaches the fixture that fails tests on violations', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as { inlineRan?: boolean }).inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toContain('script-src');
  // Expected here; in any other test the fixture fails on it.
  cspViolations.length = 0;
});
