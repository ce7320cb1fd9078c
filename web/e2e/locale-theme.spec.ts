import { expect, test } from '@playwright/test';
import { chooseFromMenu, dismissCookieBanner } from './helpers';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the path prefix decides the locale; Icelandic has none', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Leiga');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/uk/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ласкаво просимо до Leiga');
  await page.goto('/pl/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Witamy w Leiga');
});

test('the locale cookie sends a visitor to their language', async ({ page, context }) => {
  const url = new URL(test.info().project.use.baseURL!);
  await context.addCookies([{ name: 'locale', value: 'da', domain: url.hostname, path: '/' }]);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/da\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velkommen til Leiga');
});

test.describe('browser languages', () => {
  test.use({ locale: 'pl-PL' });
  test('pick the locale when there is no prefix or cookie', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pl$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Najem prosty i bezpieczny');
  });
});

test('switching language keeps the page and remembers the choice for a year', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await chooseFromMenu(page, /Tungumál/, 'English');
  await expect(page).toHaveURL(/\/en\/login$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('the theme persists across reloads without a flash of light', async ({ page }) => {
  await page.goto('/');
  await chooseFromMenu(page, /Útlit/, 'Dökkt');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload({ waitUntil: 'commit' });
  // Before any script of the app has run, the inline script has already set the theme.
  const early = await page.evaluate(() => document.documentElement.className);
  expect(early).toContain('dark');
  expect(await page.evaluate(() => localStorage.getItem('leiga-theme'))).toBe('dark');
});
