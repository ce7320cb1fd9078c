import { expect, test } from '@playwright/test';
import { closeOwnContexts, DEMO, expectNoAxeViolations, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

test('staff run a reconciliation of the rent ledger and see it listed; a landlord is refused', async ({
  browser,
}) => {
  const jon = await newSignedInSession(browser, DEMO.landlord);
  await jon.page.goto('/admin/ledger-reconciliations');
  await expect(jon.page.getByTestId('error-screen')).toHaveAttribute('data-status', '403');

  const staff = await newSignedInSession(browser, DEMO.staff);
  await staff.page.goto('/admin');
  await staff.page.getByRole('link', { name: 'Afstemming bókhalds' }).click();
  await expect(staff.page).toHaveURL(/\/admin\/ledger-reconciliations$/);
  await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText('Afstemming bókhalds');

  await staff.page.getByRole('button', { name: 'Keyra afstemmingu' }).click();
  await expect(
    staff.page.getByText(/^Afstemmingu lokið: \d+ samningar yfirfarnir\.$/),
  ).toBeVisible();
  const newest = staff.page.getByRole('row').nth(1);
  await expect(newest).toContainText('Starfsmaður');
  await expect(newest).toContainText('Allt stemmir');
  await expectNoAxeViolations(staff.page);
});
