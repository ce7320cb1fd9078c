import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { closeOwnContexts, DEMO, graphql, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

type Contracts = { contracts: { items: { id: string; status: string }[] } };
const CONTRACTS = 'query { contracts(pageSize: 100) { items { id status } } }';

/** Anna applies through the existing flow for her lease with Jón: class A2 is approved. */
async function applyApproved(page: Page, contractId: string): Promise<string> {
  await page.goto('/en/rental-guarantees/new');
  await page.getByLabel('One of my contracts').check();
  await page.getByLabel('Lease', { exact: true }).selectOption(contractId);
  await page.getByLabel('Guaranteed amount').fill('150000');
  await page
    .getByLabel('I consent to a credit check with the credit bureau for this application.')
    .check();
  await page.getByRole('button', { name: 'Apply and get a decision' }).click();
  await expect(page).toHaveURL(/\/en\/tenants\/rental-guarantees\/\d+$/);
  await expect(page.getByTestId('guarantee-details')).toContainText('A2');
  return page.url().split('/').at(-1)!;
}

test('the tenant commits and signs an approved guarantee; the landlord sees it issued on the contract, downloads the statement and answers a cancellation request', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const anna = await newSignedInSession(browser, DEMO.tenant);
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const [ofAnna, ofJon] = await Promise.all([
    graphql<Contracts>(anna.page.context().request, CONTRACTS, {}, anna.token),
    graphql<Contracts>(jon.page.context().request, CONTRACTS, {}, jon.token),
  ]);
  const jons = new Set(ofJon.contracts.items.map((c) => c.id));
  const contract = ofAnna.contracts.items.find((c) => c.status === 'COMMITTED' && jons.has(c.id));
  expect(contract, 'a committed contract between Anna and Jón').toBeTruthy();
  const contractId = contract!.id;

  // The tenant commits (confirmed) and signs the terms in the e-signature sandbox.
  const page = anna.page;
  const id = await applyApproved(page, contractId);
  // Before committing, the tenant spreads the premium over 12 months, told the cost first.
  const spread = page.getByRole('radio', { name: /^In 12 monthly payments of/ });
  await expect(page.getByTestId('premium-facts')).toContainText('Annual percentage rate of charge');
  await spread.check();
  await expect(page.getByText('Your choice of payment is saved.')).toBeVisible();
  await page.getByText('Show the payment schedule').click();
  await expect(page.getByTestId('premium-schedule').getByRole('row')).toHaveCount(13);
  await page.reload();
  await expect(page.getByRole('radio', { name: /^In 12 monthly payments of/ })).toBeChecked();
  const lifecycle = page.getByTestId('guarantee-lifecycle');
  await expect(lifecycle).toContainText('Approved, awaiting commitment');
  await lifecycle.getByRole('button', { name: 'Commit and sign' }).click();
  await page
    .getByRole('alertdialog', { name: 'Commit to the guarantee?' })
    .getByRole('button', { name: 'Yes, commit' })
    .click();
  await expect(lifecycle).toContainText('Committed, awaiting signature');
  await lifecycle.getByRole('button', { name: 'Sign the terms' }).click();
  // The sandbox's own page (in Icelandic, the service's language) with the electronic ID.
  await page.getByRole('button', { name: 'Undirrita með rafrænum skilríkjum' }).click();
  await expect(page.getByText(/Þú hefur undirritað/)).toBeVisible({ timeout: 30_000 });

  // The landlord sees it issued (active: the lease has started) on the contract's subpage.
  const landlord = jon.page;
  const contractPage = `/en/landlords/rental-contracts/${contractId}/rental-guarantee`;
  await expect(async () => {
    await landlord.goto(contractPage);
    await expect(landlord.getByTestId('contract-guarantee-summary')).toContainText(`#${id}`, {
      timeout: 2_000,
    });
    await expect(landlord.getByTestId('guarantee-lifecycle-status')).toContainText('Active', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const [download] = await Promise.all([
    landlord.waitForEvent('download'),
    landlord.getByRole('button', { name: 'Download the guarantee statement (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`abyrgdaryfirlysing-${id}.pdf`);
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('Ábyrgðaryfirlýsing');
  expect(text).toContain('Anna');

  // The read-only statement page.
  await landlord.goto(`/en/security-deposits/rental-guarantees/${id}`);
  await expect(landlord.getByTestId('statement-details')).toContainText('Active');

  // The tenant asks to cancel, with a reason (confirmed); the landlord accepts (confirmed).
  await page.goto(`/en/rental-guarantees/${id}`);
  await lifecycle.getByRole('button', { name: 'Request cancellation' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Request cancellation of the guarantee?' });
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByText('Give a reason.')).toBeVisible();
  await ask.getByLabel('Reason').fill('I am moving out at the end of the month');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('cancellation-pending')).toContainText(
    'Waiting for the other side to answer.',
  );

  await landlord.goto(contractPage);
  const pending = landlord.getByTestId('cancellation-pending');
  await expect(pending).toContainText('I am moving out at the end of the month');
  await pending.getByRole('button', { name: 'Accept cancellation' }).click();
  await landlord
    .getByRole('alertdialog', { name: 'Accept the cancellation?' })
    .getByRole('button', { name: 'Accept cancellation' })
    .click();
  await expect(landlord.getByTestId('guarantee-lifecycle-status')).toContainText('Cancelled');
});
