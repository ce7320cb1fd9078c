import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, signIn } from './helpers';

/**
 * Issue 13: the app works under its Content-Security-Policy (no inline script but the hashed
 * theme script): no page a visitor or a landlord opens reports a CSP violation.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('public pages and a signed-in page report no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await dismissCookieBanner(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/listings', '/listings/1', '/login', '/legal/privacy-policy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await signIn(page, DEMO.landlord);
  await page.goto('/landlords/listings');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
