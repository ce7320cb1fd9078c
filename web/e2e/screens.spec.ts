import { expect, test } from '@playwright/test';
import {
  DEMO,
  dismissCookieBanner,
  expectAxeCleanInEveryLook,
  expectNoAxeViolations,
  LOOK_VIEWPORTS,
  signIn,
} from './helpers';

type Screen = { name: string; path: string; as?: keyof typeof DEMO; heading?: RegExp };

/** Every screen of issue 4, as the user who may see it. */
const SCREENS: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'login-sign-up', path: '/login?tab=sign-up' },
  { name: 'login-eid', path: '/login?tab=eid' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/forgot-password/abcdefghijklmnopqrstuvwxyz' },
  { name: 'email-confirmation', path: '/email-confirmation/abcdefghijklmnopqrstuvwxyz' },
  { name: 'account-deleted', path: '/account-deleted' },
  { name: 'cookie-policy', path: '/legal/cookie-policy' },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'tenant-home', path: '/tenants/home', as: 'tenant' },
  { name: 'landlord-home', path: '/landlords/home', as: 'landlord' },
  { name: 'account-settings', path: '/account/settings', as: 'tenant' },
  { name: 'forbidden', path: '/admin', as: 'tenant' },
  { name: 'admin', path: '/admin', as: 'staff' },
  { name: 'admin-users', path: '/admin/users', as: 'staff' },
  { name: 'admin-user', path: '/admin/users/1', as: 'staff' },
];

for (const screen of SCREENS) {
  test(`${screen.name}: axe-clean in light and dark on a phone and a desktop`, async ({ page }) => {
    await dismissCookieBanner(page);
    if (screen.as) await signIn(page, DEMO[screen.as]);
    await page.setViewportSize(LOOK_VIEWPORTS[0]);
    await page.goto(screen.path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAxeCleanInEveryLook(page, screen.name);
  });
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header links live in a menu: aria-expanded, focus kept inside, Escape closes', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Aðalvalmynd' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Opna valmynd' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Aðalvalmynd' });
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('mobile-nav-button')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    // Tab and Shift+Tab stay inside the open menu.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('mobile-nav-button')).toBeFocused();

    await page.getByTestId('mobile-nav-button').click();
    await menu.getByRole('link', { name: 'Fyrir leigusala' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#landlords$/);
    await expect(page.getByRole('heading', { name: 'Fyrir leigusala', level: 2 })).toBeInViewport();
  });

  test('no menu button on a wide screen', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Aðalvalmynd' })).toBeVisible();
    await expect(page.getByTestId('mobile-nav-button')).toBeHidden();
  });
});

test('after a client-side navigation focus moves to the new heading and the title follows', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await signIn(page, DEMO.tenant);
  await page.goto('/tenants/home');
  await expect(page).toHaveTitle('Yfirlit leigjanda · Leiga');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Stillingar aðgangs' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Stillingar aðgangs' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Stillingar aðgangs · Leiga');
  await expect(page.getByTestId('route-announcer')).toHaveText('Stillingar aðgangs · Leiga');
  // Tab from the heading goes on into the page, not back to the top: once the page's controls
  // are there (on a loaded machine its form may still be loading when the heading is).
  await expect(
    page.locator('#main').locator('a[href], button, input, select, textarea').first(),
  ).toBeVisible();
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('#main')?.contains(document.activeElement)),
  ).toBe(true);

  await page.goto('/en/account/settings');
  await expect(page).toHaveTitle('Account settings · Leiga');
});
