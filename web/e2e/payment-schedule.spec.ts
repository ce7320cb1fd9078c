import { expect, test } from '@playwright/test';
import { DEMO_LEASES, paperLease } from './demo-leases';
import { DEMO, dismissCookieBanner, signIn, shownDate } from './helpers';

test('the landlord sees a signed lease’s schedule and changes an unpaid payment', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const { id, items } = await paperLease(page.context().request, token);
  const last = items.at(-1)!;
  await page.goto(`/landlords/rental-contracts/${id}/payments`);

  await expect(page.getByRole('heading', { name: 'Greiðsluáætlun' })).toBeVisible();
  const rows = page.getByTestId('schedule-item');
  await expect(rows).toHaveCount(12);
  // The first rent is due in the lease's first month (on its first business day).
  const [year, month] = DEMO_LEASES.paperLease.start.split('-');
  await expect(rows.first().getByRole('rowheader')).toHaveText(
    new RegExp(`^0[1-7]\\.${month}\\.${year}$`),
  );
  await expect(page.getByTestId('schedule-totals')).toContainText('Samtals til greiðslu');

  await page
    .getByRole('button', { name: `Breyta greiðslu með gjalddaga ${shownDate(last.dueDate)}` })
    .click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByLabel('Upphæð (kr.)');
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Vista' }).click();
  await expect(dialog.getByText('Sláðu inn upphæð hærri en núll.')).toBeVisible();
  await amount.fill('265000');
  await dialog.getByRole('button', { name: 'Vista' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.last()).toContainText(/265\.000/);
});

test('the tenant sees the schedule read-only', async ({ page }) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.tenant);
  const { id } = await paperLease(page.context().request, token);
  await page.goto(`/tenants/rental-contracts/${id}/payments`);

  await expect(page.getByRole('heading', { name: 'Greiðsluáætlun' })).toBeVisible();
  await expect(page.getByTestId('schedule-item')).toHaveCount(12);
  await expect(page.getByText('Aðeins leigusali getur breytt áætluninni.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Breyta greiðslu/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bæta við greiðslu' })).toHaveCount(0);
});
