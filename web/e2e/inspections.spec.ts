import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, newSignedInPage, signIn } from './helpers';
import { TWO_PARTY_INSPECTION_TIMEOUT_MS } from './inspection-support';

test.use({ viewport: { width: 390, height: 844 } });

/** Jón's seeded contract that is committed (the demo seed has one in every state). */
async function committedContract(page: Page, token: string): Promise<string> {
  const data = await graphql<{ contracts: { items: { id: string; status: string }[] } }>(
    page.context().request,
    'query { contracts(page: 1, pageSize: 100) { items { id status } } }',
    {},
    token,
  );
  const found = data.contracts.items.find((c) => c.status === 'COMMITTED');
  if (!found) throw new Error('Jón has no committed contract');
  return found.id;
}

test('on a phone, a landlord does a move-in report with a damaged floor and commits it; the tenant reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(TWO_PARTY_INSPECTION_TIMEOUT_MS);
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const contractId = await committedContract(page, token);

  await page.goto(`/landlords/rental-contracts/${contractId}`);
  await page.getByRole('link', { name: 'Úttektir (við upphaf og lok leigu)' }).click();
  await expect(page).toHaveURL(/\/rental-contracts\/\d+\/inspection-report$/);
  await expect(page.getByRole('region', { name: 'Úttekt við upphaf leigu' })).toBeVisible();
  await page.getByRole('link', { name: 'Hefja úttekt við upphaf leigu' }).click();
  await page.getByRole('button', { name: 'Hefja úttekt við upphaf leigu' }).click();
  await expect(page).toHaveURL(/\/inspection-reports\/\d+$/);
  const reportPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Úttekt við upphaf leigu' })).toBeVisible();

  const kitchen = page.getByRole('region', { name: 'Eldhús' });
  await kitchen.getByLabel('Gólf', { exact: true }).selectOption({ label: 'Skemmt' });
  await expect(kitchen.getByLabel('Gólf', { exact: true })).toHaveValue('DAMAGED');
  await kitchen.getByRole('button', { name: 'Bæta við athugasemd: Gólf' }).click();
  const form = kitchen.getByRole('form', { name: 'Ný athugasemd' });
  await form.getByLabel('Hvað er að').fill('Rispur í parketi við vaskinn');
  await form.getByLabel('Alvarleiki').selectOption({ label: 'Miðlungs' });
  await form.getByLabel('Ábyrgð').selectOption({ label: 'Á ábyrgð leigusala' });
  await form.getByRole('button', { name: 'Vista athugasemd' }).click();
  await expect(kitchen.getByTestId('inspection-issue')).toContainText(
    'Rispur í parketi við vaskinn',
  );

  // The rest of every room is good: one press a room, as on site.
  const fillButtons = page.getByRole('button', { name: /^Merkja restina sem gott: / });
  while ((await fillButtons.count()) > 0) {
    const before = await fillButtons.count();
    await fillButtons.first().click();
    await expect(fillButtons).toHaveCount(before - 1);
  }

  await page.getByRole('button', { name: 'Senda í undirritun' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Senda úttektina í undirritun?' });
  await dialog.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(page.getByText('Bíður undirritunar').first()).toBeVisible();
  await expect(page.getByTestId('inspection-read-only')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);

  // Anna, the tenant, reads the same report on her phone and cannot change it.
  const tenant = await newSignedInPage(browser, DEMO.tenant);
  await tenant.setViewportSize({ width: 390, height: 844 });
  await tenant.goto(reportPath);
  await expect(tenant.getByTestId('inspection-read-only')).toHaveText(
    'Send í undirritun: úttektinni verður ekki breytt.',
  );
  const tenantKitchen = tenant.getByRole('region', { name: 'Eldhús' });
  await expect(tenantKitchen.getByTestId('inspection-issue')).toContainText(
    'Rispur í parketi við vaskinn',
  );
  await expect(tenantKitchen.getByText('Skemmt')).toBeVisible();
  await expect(tenant.getByRole('combobox')).toHaveCount(0);
  await expect(tenant.getByRole('button', { name: /^Bæta við athugasemd/ })).toHaveCount(0);
  // The page fits the phone: nothing scrolls sideways.
  const overflow = await tenant.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await tenant.context().close();
});
