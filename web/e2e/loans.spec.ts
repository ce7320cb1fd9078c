import { expect, test } from '@playwright/test';
import {
  closeOwnContexts,
  DEMO,
  expectNoAxeViolations,
  graphql,
  newSignedInSession,
} from './helpers';

test.afterEach(closeOwnContexts);

type Contracts = { contracts: { items: { id: string; status: string }[] } };
const CONTRACTS = 'query { contracts(pageSize: 100) { items { id status } } }';

test('a tenant applies for a loan step by step, consents, is approved and sees the schedule', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await newSignedInSession(browser, DEMO.tenant);
  const { page } = anna;
  const contracts = await graphql<Contracts>(page.context().request, CONTRACTS, {}, anna.token);
  const contract = contracts.contracts.items.find((c) => c.status === 'COMMITTED');
  expect(contract, 'a committed contract Anna rents under').toBeTruthy();

  await page.goto('/en/loans');
  await expect(page.getByRole('heading', { name: 'Loans', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Apply for a loan' }).click();
  await expect(page).toHaveURL(/\/en\/loans\/new\/rental-contract\?loan=\d+$/);
  const loanId = new URL(page.url()).searchParams.get('loan')!;

  // The rental contract.
  await page.getByLabel('Rental contract', { exact: true }).selectOption(contract!.id);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Amount and term: over the limit is refused, naming the rule; a good one shows the schedule.
  await expect(page).toHaveURL(/\/loans\/new\/loan-configuration\?loan=/);
  await page.getByLabel('Amount (kr.)').fill('3000001');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByText('Borrow a whole amount from 10,000 kr. to 3,000,000 kr.'),
  ).toBeVisible();
  await page.getByLabel('Amount (kr.)').fill('300000');
  await page.getByLabel('Term (months)').fill('12');
  await expect(page.getByTestId('loan-schedule').locator('tbody tr')).toHaveCount(12);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Applicants, household and personal details.
  await expect(page).toHaveURL(/\/credit-assessment\/applicants\?loan=/);
  await page.getByLabel('I borrow alone').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/credit-assessment\/household-data\?loan=/);
  await page.getByLabel('Net income a month (kr.)').fill('650000');
  await page.getByLabel('Housing costs a month (kr.)').fill('220000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/credit-assessment\/personal-details\?loan=/);
  await page.getByLabel('Address').fill('Laugavegur 1, 101 Reykjavík');
  await page.getByLabel('Phone number').fill('611 2233');
  await page.getByLabel('E-mail').fill('anna@leiga.is');
  await page.getByLabel('Employment').selectOption('employed');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The lookup waits for consent.
  await expect(page).toHaveURL(/\/credit-assessment\/rki-lookup\?loan=/);
  await page.getByRole('button', { name: 'Consent and assess' }).click();
  await expect(page.getByText('No default register lookup without your consent.')).toBeVisible();
  await page.getByLabel(/I consent to Leiga looking me up at the credit bureau/).check();
  await page.getByRole('button', { name: 'Consent and assess' }).click();

  // The review: approved, with the annuity schedule from the api.
  await expect(page).toHaveURL(new RegExp(`/en/loans/new/review\\?loan=${loanId}$`));
  await expect(page.getByTestId('loan-outcome')).toContainText('Your loan is approved.');
  const schedule = page.getByTestId('loan-schedule');
  await expect(schedule.locator('tbody tr')).toHaveCount(12);
  await expect(schedule.locator('thead')).toContainText('Notice fee');
  await expect(schedule.locator('tbody tr').last()).toContainText('0');
  // On a fresh load: React Aria's announcer keeps the pending submit button's message, whose
  // label left with the step before.
  await page.reload();
  await expect(page.getByTestId('loan-schedule').locator('tbody tr')).toHaveCount(12);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to loans' }).click();
  await expect(page).toHaveURL(/\/en\/loans$/);
  await expect(page.getByTestId('loan-row').filter({ hasText: 'Approved' }).first()).toBeVisible();
});
