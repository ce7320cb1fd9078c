import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn } from './helpers';

/** The demo seed's signed lease of 2025 between Jón and Anna: its schedule starts 2 January. */
async function signedLease(page: Page, token: string): Promise<string> {
  const data = await graphql<{
    contracts: {
      items: {
        id: string;
        status: string;
        paymentSchedule: { items: { dueDate: string }[] } | null;
      }[];
    };
  }>(
    page.context().request,
    'query { contracts(pageSize: 100) { items { id status paymentSchedule { items { dueDate } } } } }',
    {},
    token,
  );
  const lease = data.contracts.items.find(
    (c) => c.status === 'SIGNED' && c.paymentSchedule?.items[0]?.dueDate === '2025-01-02',
  );
  if (!lease) throw new Error('No signed demo lease with a schedule from January 2025');
  return lease.id;
}

test('the landlord sees a signed lease’s schedule and changes an unpaid payment', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const id = await signedLease(page, token);
  await page.goto(`/landlords/rental-contracts/${id}/payments`);

  await expect(page.getByRole('heading', { name: 'Greiðsluáætlun' })).toBeVisible();
  const rows = page.getByTestId('schedule-item');
  await expect(rows).toHaveCount(12);
  // 1 January is New Year's Day: the first rent is due the next business day.
  await expect(rows.first().getByRole('rowheader')).toHaveText('02.01.2025');
  await expect(page.getByTestId('schedule-totals')).toContainText('Samtals til greiðslu');

  await page.getByRole('button', { name: 'Breyta greiðslu með gjalddaga 01.12.2025' }).click();
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
  const id = await signedLease(page, token);
  await page.goto(`/tenants/rental-contracts/${id}/payments`);

  await expect(page.getByRole('heading', { name: 'Greiðsluáætlun' })).toBeVisible();
  await expect(page.getByTestId('schedule-item')).toHaveCount(12);
  await expect(page.getByText('Aðeins leigusali getur breytt áætluninni.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Breyta greiðslu/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bæta við greiðslu' })).toHaveCount(0);
});
