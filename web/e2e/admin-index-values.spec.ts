import { expect, test, type Page } from '@playwright/test';
import { DEMO, graphql, newSignedInSession } from './helpers';

/** This month as Statistics Iceland writes it (2026M11): the first month the preview shows. */
const now = new Date();
const THIS_MONTH = `${now.getUTCFullYear()}M${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
const FIRST_DAY = `${THIS_MONTH.slice(0, 4)}-${THIS_MONTH.slice(5, 7)}-01`;
/** Seeded from Hagstofa's release: December 2025's index (665,8) applies to February 2026. */
const BASE_MONTH = '2026M02';

/** A lease of Jón's own: indefinite from this month, 300.000 kr., indexed on February 2026. */
async function jonsIndexedLease(page: Page, token: string): Promise<string> {
  const request = page.context().request;
  const created = await graphql<{ createContract: { id: string } }>(
    request,
    'mutation C($input: CreateContractInput!) { createContract(input: $input) { id } }',
    { input: {} },
    token,
  );
  const id = created.createContract.id;
  await graphql(
    request,
    'mutation U($input: UpdateContractInput!) { updateContract(input: $input) { id } }',
    {
      input: {
        id,
        price: 300000,
        currency: 'ISK',
        isDefinite: false,
        startDate: FIRST_DAY,
        isIndexed: true,
        indexBaseMonth: BASE_MONTH,
      },
    },
    token,
  );
  return id;
}

test('staff add this month’s index value; an indexed lease’s preview then shows that month’s rent', async ({
  browser,
}) => {
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const id = await jonsIndexedLease(jon.page, jon.token);

  // Before the value is published the month says so instead of guessing a rent.
  await jon.page.goto(`/rental-contracts/${id}/edit/preview`);
  const preview = jon.page.getByTestId('indexed-rent');
  await expect(preview.getByTestId('indexed-rent-month').first()).toContainText(
    'Vísitalan ekki enn birt',
  );

  // A landlord is no staff: the back office page is refused.
  await jon.page.goto('/admin/index-values');
  await expect(jon.page.getByTestId('error-screen')).toHaveAttribute('data-status', '403');

  const staff = await newSignedInSession(browser, DEMO.staff);
  await staff.page.goto('/admin');
  await staff.page.getByRole('link', { name: 'Vísitala neysluverðs' }).click();
  await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText('Vísitala neysluverðs');
  await expect(staff.page.getByTestId('index-value').first()).toContainText(BASE_MONTH);
  await staff.page.getByRole('button', { name: 'Skrá mánuð' }).click();
  const dialog = staff.page.getByRole('dialog');
  await dialog.getByLabel('Mánuður').fill(THIS_MONTH);
  await dialog.getByLabel('Gildi vísitölu').fill('670,4');
  await dialog.getByLabel('Heimild').fill('Prófunargildi í sjálfvirku prófi, ekki birt gildi');
  await dialog.getByRole('button', { name: 'Skrá mánuð' }).click();
  await expect(dialog).toBeHidden();
  const newest = staff.page.getByTestId('index-value').first();
  await expect(newest).toContainText(THIS_MONTH);
  await expect(newest).toContainText('670,4');

  // 300.000 × 670,4 / 665,8 = 302.072,69…: rounded to the whole króna.
  await jon.page.goto(`/rental-contracts/${id}/edit/preview`);
  const first = jon.page.getByTestId('indexed-rent').getByTestId('indexed-rent-month').first();
  await expect(first).toContainText('670,4');
  await expect(first).toContainText('302.073');
  await expect(
    jon.page.getByTestId('indexed-rent').getByTestId('indexed-rent-month').nth(1),
  ).toContainText('Vísitalan ekki enn birt');
});
