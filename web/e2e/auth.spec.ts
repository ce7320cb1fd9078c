import { expect, test } from '@playwright/test';
import { dismissCookieBanner } from './helpers';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('sign up as a landlord, sign out, sign in again', async ({ page }) => {
  const email = `e2e-${Date.now()}@leiga.is`;
  await page.goto('/login?tab=sign-up');
  await page.getByRole('radio', { name: /Leigusali/ }).check({ force: true });
  await page.getByLabel('Fullt nafn').fill('Guðrún Prófunardóttir');
  await page.getByLabel('Netfang').fill(email);
  await page.getByLabel('Lykilorð', { exact: true }).fill('sterkt-lykilord-2026');
  await page.getByRole('button', { name: 'Stofna aðgang' }).click();
  await expect(page).toHaveURL(/\/landlords\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guðrún');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Útskrá' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/landlords/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.getByLabel('Netfang').fill(email);
  await page.getByLabel('Lykilorð', { exact: true }).fill('sterkt-lykilord-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(/\/landlords\/home$/);
});

test('sign-up validates as the user types', async ({ page }) => {
  await page.goto('/login?tab=sign-up');
  await page.getByLabel('Lykilorð', { exact: true }).fill('stutt');
  await page.getByLabel('Lykilorð', { exact: true }).blur();
  await expect(page.getByText('Lykilorðið þarf að vera minnst 10 stafir.')).toBeVisible();
});

test('an expired access token is refreshed once and the request retried', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Netfang').fill('anna@leiga.is');
  await page.getByLabel('Lykilorð', { exact: true }).fill('leiga-demo-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(/\/tenants\/home$/);

  // The next authenticated query is answered as if the token had expired.
  let isExpired = true;
  let refreshes = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('RefreshSession')) refreshes++;
    if (isExpired && body.includes('AccountSettings')) {
      isExpired = false;
      return route.fulfill({
        json: {
          errors: [
            {
              message: 'expired',
              extensions: { code: 'UNAUTHENTICATED', reason: 'token_expired' },
            },
          ],
          data: null,
        },
      });
    }
    return route.continue();
  });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Stillingar aðgangs' }).click();
  await expect(page.getByLabel('Fullt nafn')).toHaveValue('Anna Sigurðardóttir');
  expect(refreshes).toBe(1);
});

test('a reload keeps the session through the refresh cookie', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Netfang').fill('anna@leiga.is');
  await page.getByLabel('Lykilorð', { exact: true }).fill('leiga-demo-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(/\/tenants\/home$/);
  await page.reload();
  await expect(page).toHaveURL(/\/tenants\/home$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('sign in with electronic ID: Anna confirms on her phone and lands on her home', async ({
  page,
}) => {
  await page.goto('/login?tab=eid');
  await page.getByLabel('Farsímanúmer').fill('6612345');
  await page.getByRole('button', { name: 'Senda beiðni' }).click();
  // The code to compare with the phone's while the sandbox "waits for the person".
  await expect(page.getByTestId('eid-code')).toHaveText(/^\d{4}$/);
  await expect(page.getByText(/Staðfestu beiðnina í símanum/)).toBeVisible();
  // The sandbox completes after EID_SANDBOX_DELAY_MS (500 ms here); the form polls.
  await expect(page).toHaveURL(/\/tenants\/home$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/tenants\/home$/);
});

test('electronic ID that the person cancels on the phone (8880000) shows why', async ({ page }) => {
  await page.goto('/login?tab=eid');
  await page.getByLabel('Farsímanúmer').fill('8880000');
  await page.getByRole('button', { name: 'Senda beiðni' }).click();
  await expect(page.getByTestId('eid-code')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Hætt var við beiðnina í símanum.', {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/login\?tab=eid$/);
  await expect(page.getByRole('button', { name: 'Senda beiðni' })).toBeVisible();
});
