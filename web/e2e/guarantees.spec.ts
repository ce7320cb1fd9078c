import { expect, test } from '@playwright/test';
import { closeOwnContexts, DEMO, graphql, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

type Contracts = { contracts: { items: { id: string; status: string }[] } };
const CONTRACTS = 'query { contracts(pageSize: 100) { items { id status } } }';

test('a tenant applies for a guarantee, consents and gets a decision; the landlord sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await newSignedInSession(browser, DEMO.tenant);
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const request = anna.page.context().request;
  const [ofAnna, ofJon] = await Promise.all([
    graphql<Contracts>(request, CONTRACTS, {}, anna.token),
    graphql<Contracts>(jon.page.context().request, CONTRACTS, {}, jon.token),
  ]);
  const jons = new Set(ofJon.contracts.items.map((c) => c.id));
  const contract = ofAnna.contracts.items.find((c) => c.status === 'COMMITTED' && jons.has(c.id));
  expect(contract, 'a committed contract between Anna and Jón').toBeTruthy();

  const page = anna.page;
  await page.goto('/en/rental-guarantees/new');
  await page.getByLabel('One of my contracts').check();
  await page.getByLabel('Lease', { exact: true }).selectOption(contract!.id);
  await page.getByLabel('Guaranteed amount').fill('100000');
  await page.getByRole('button', { name: 'Apply and get a decision' }).click();
  await expect(page.getByText('Tick the box to consent to the credit check.')).toBeVisible();
  await page
    .getByLabel('I consent to a credit check with the credit bureau for this application.')
    .check();
  await page.getByRole('button', { name: 'Apply and get a decision' }).click();
  await expect(page).toHaveURL(/\/en\/tenants\/rental-guarantees\/\d+$/);
  const details = page.getByTestId('guarantee-details');
  await expect(details).toContainText('A2');
  await expect(details).toContainText('Yearly premium');
  const id = page.url().split('/').at(-1)!;

  await jon.page.goto('/en/landlords/rental-guarantees');
  const row = jon.page
    .getByTestId('guarantee-row')
    .filter({ has: jon.page.locator(`a[href="/en/landlords/rental-guarantees/${id}"]`) });
  await expect(row).toContainText(`Contract #${contract!.id}`);
  await expect(row).toContainText('Approved');
});
