import { expect, test } from '@playwright/test';
import { DEMO, newSignedInSession } from './helpers';

/** A day 40 days ahead (UTC is Iceland's date): a planned period, which staff may remove. */
const PLANNED = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const SHOWN = PLANNED.split('-').reverse().join('.');

test('staff plan a default-interest period from the admin home and remove it after confirming', async ({
  browser,
}) => {
  const jon = await newSignedInSession(browser, DEMO.landlord);
  await jon.page.goto('/admin/finance/default-interest-rates');
  await expect(jon.page.getByTestId('error-screen')).toHaveAttribute('data-status', '403');

  const staff = await newSignedInSession(browser, DEMO.staff);
  await staff.page.goto('/admin');
  await staff.page.getByRole('link', { name: 'Dráttarvextir' }).click();
  await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText('Dráttarvextir');
  // The placeholder the system is set up with is in force, and says it is unverified.
  const current = staff.page.getByTestId('default-interest-rate').first();
  await expect(current).toContainText('Í gildi');
  await expect(current).toContainText('Ekki staðfest');

  const form = staff.page.getByRole('form', { name: 'Skrá tímabil' });
  await form.getByLabel('Fyrsti dagur').fill(PLANNED);
  await form.getByLabel('Ársvextir (%)').fill('14,5');
  await form.getByLabel('Heimild').fill('Prófunargildi í sjálfvirku prófi, ekki birt gildi');
  await form.getByRole('button', { name: 'Skrá' }).click();
  const planned = staff.page.getByTestId('default-interest-rate').first();
  await expect(planned).toContainText(SHOWN);
  await expect(planned).toContainText('14,5 %');
  await expect(planned).toContainText('Fyrirhugað');

  await planned.getByRole('button', { name: `Eyða tímabilinu frá ${SHOWN}` }).click();
  const confirm = staff.page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Eyða' }).click();
  await expect(staff.page.getByTestId('default-interest-rate')).toHaveCount(1);
});
