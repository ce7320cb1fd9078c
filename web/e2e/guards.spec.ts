import { expect, test } from '@playwright/test';
import { DEMO, dismissCookieBanner, signIn } from './helpers';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('a visitor is sent to the login page and back after signing in', async ({ page }) => {
  await page.goto('/account/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsettings$/);
  await page.getByLabel('Netfang').fill(DEMO.tenant);
  await page.getByLabel('Lykilorð', { exact: true }).fill('leiga-demo-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stillingar aðgangs');
});

test('/login is for guests: a signed-in tenant goes home', async ({ page }) => {
  await signIn(page, DEMO.tenant);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/tenants\/home$/);
});

test('a tenant opening a landlord path goes to the matching tenant path or home', async ({
  page,
}) => {
  await signIn(page, DEMO.tenant);
  await page.goto('/landlords/home');
  await expect(page).toHaveURL(/\/tenants\/home$/);
});

test('a landlord opening a tenant path goes to the landlord home', async ({ page }) => {
  await signIn(page, DEMO.landlord);
  await page.goto('/tenants/home');
  await expect(page).toHaveURL(/\/landlords\/home$/);
  await expect(page.getByRole('navigation', { name: 'Valmynd leigusala' })).toBeVisible();
});

test('/admin is staff only: a tenant gets the 403 screen, staff get the back office', async ({
  page,
}) => {
  await signIn(page, DEMO.tenant);
  await page.goto('/admin/users');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '403');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aðgangi hafnað');
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-error', 'true');
});

test('staff search users and open one', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/admin/users');
  await page.getByLabel('Leita að notendum').fill('Jón');
  await expect(page).toHaveURL(/search=J%C3%B3n/);
  await page.getByRole('link', { name: 'Jón Guðmundsson' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jón Guðmundsson');
  await expect(page.getByText('jon@leiga.is')).toBeVisible();
});

test('unknown paths and failing validity checks give the 404 screen; go home works', async ({
  page,
}) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  // The validity check runs before the login check: no need to sign in to learn it is a 404.
  await page.goto('/admin/users/not-a-number');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  await signIn(page, DEMO.staff);
  await page.goto('/admin/users/not-a-number');
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  await page.getByRole('link', { name: 'Á heimasíðu' }).click();
  // Home by role: staff without a user type go to /.
  await expect(page).toHaveURL(/\/$/);
});

test('per-path redirect rules run before the guards', async ({ page }) => {
  await signIn(page, DEMO.tenant);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/settings$/);
  // /loans/new is the loan application's start, not a loan numbered "new".
  await page.goto('/loans/new');
  await expect(page).toHaveURL(/\/loans\/new\/review$/);
});
