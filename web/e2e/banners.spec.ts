import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

test('the cookie banner stays dismissed', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('link', { name: 'Vafrakökustefna' })).toHaveAttribute(
    'href',
    '/legal/cookie-policy',
  );
  await banner.getByRole('button', { name: 'Loka tilkynningu um vafrakökur' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
});

test('no mobile app banner on a desktop browser', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('mobile-app-banner')).toBeHidden();
});

test.describe('on Android', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36',
  });
  test('the mobile app banner links to the store and closing hides it for 3 days', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const banner = page.getByTestId('mobile-app-banner');
    await expect(banner).toContainText('Leiga fyrir Android');
    await expect(banner.getByRole('link')).toHaveAttribute('target', '_blank');
    await banner.getByRole('button', { name: 'Loka borða um appið' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'hideMobileAppBanner');
    expect(cookie?.value).toBe('true');
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(259_200 - 60);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('mobile-app-banner')).toBeHidden();
  });
});

test('the update banner appears for a newer build; close hides it, reload reloads', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: 'a-newer-build' } }),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const banner = page.getByTestId('update-banner');
  await expect(banner).toContainText('Ný útgáfa af Leigu er komin.');
  await banner.getByRole('button', { name: 'Loka tilkynningu um uppfærslu' }).click();
  await expect(banner).toBeHidden();
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: 'an-even-newer-build' } }),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const reload = page.waitForEvent('load');
  await page.getByTestId('update-banner').getByRole('button', { name: 'Endurhlaða' }).click();
  await reload;
});

test.describe('loading bar', () => {
  test.beforeEach(async ({ page }) => {
    await page
      .context()
      .addInitScript(() => localStorage.setItem('cookie-banner-dismissed', 'true'));
    await signIn(page, DEMO.tenant);
  });

  test('runs during a slow navigation and finishes when the page is there', async ({ page }) => {
    await page.goto('/tenants/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-phase', 'idle');
    // The settings page's code arrives only once the test has looked at the bar and the address
    // (a fixed delay ran out before the last look on a slow runner).
    let sendChunk: () => void = () => undefined;
    const looked = new Promise<void>((resolve) => {
      sendChunk = resolve;
    });
    await page.route('**/assets/AccountSettingsPage-*.js', async (route) => {
      await looked;
      await route.continue();
    });
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Stillingar aðgangs' }).click();
    await expect(bar).toHaveAttribute('data-phase', 'running');
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
    const fill = bar.locator('div');
    await expect(fill).toHaveCSS('opacity', '1');
    await expect(fill).not.toHaveAttribute('class', /bg-red/);
    await expect(page).toHaveURL(/\/tenants\/home$/);
    sendChunk();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stillingar aðgangs');
    await expect(bar).toHaveAttribute('data-phase', 'idle');
    await expect(bar).not.toHaveAttribute('data-error', 'true');
  });

  test('turns the error colour when a navigation fails', async ({ page }) => {
    await page.goto('/tenants/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The reload guard (SPEC 8) already used its one reload for this path in the last 10 s.
    await page.evaluate(() => {
      for (const path of ['/tenants/home', '/account/settings'])
        sessionStorage.setItem(`leiga-chunk-reload:${path}`, String(Date.now()));
    });
    // The chunk fails only once the running colour has been read, so a slow runner cannot
    // see the failure before the test has looked at the bar.
    let failChunk: () => void = () => undefined;
    const colourRead = new Promise<void>((resolve) => {
      failChunk = resolve;
    });
    await page.route('**/assets/AccountSettingsPage-*.js', async (route) => {
      await colourRead;
      await route.abort('failed');
    });
    const bar = page.getByTestId('loading-bar');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Stillingar aðgangs' }).click();
    await expect(bar).toHaveAttribute('data-phase', 'running');
    const fill = bar.locator('div');
    await expect(fill).not.toHaveAttribute('class', /bg-red/);
    const colour = (await fill.evaluate((el) => getComputedStyle(el).backgroundColor)) as string;
    failChunk();
    await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '500');
    await expect(bar).toHaveAttribute('data-error', 'true');
    await expect(fill).toHaveClass(/bg-red-600/);
    await expect(fill).not.toHaveCSS('background-color', colour);
  });
});
