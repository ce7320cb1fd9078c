import { expect, test } from '@playwright/test';
import { closeOwnContexts, DEMO, latestOutboxMessage, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

const KRISTIN = 'kristin@leiga.is';

test('a tenant applies with a co-applicant who accepts with consent; both are assessed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await newSignedInSession(browser, DEMO.tenant);
  const page = anna.page;

  await page.goto('/en/rental-guarantees/new');
  await page.getByLabel('Monthly rent').fill('200000');
  await page.getByLabel('Guaranteed amount').fill('400000');
  await page.getByLabel('Others apply with me: I invite co-applicants before the decision').check();
  await page.getByRole('button', { name: 'Apply and get a decision' }).click();
  await expect(page).toHaveURL(/\/en\/rental-guarantees\/new\/\d+$/);
  const guaranteeId = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('applicants')).toContainText(
    'Anna Sigurðardóttir · Main applicant',
  );

  await page.getByLabel('E-mail address').fill(KRISTIN);
  await page.getByLabel('Kennitala (optional)').fill('091188-3419');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByTestId('applicant-invitation').filter({ hasText: KRISTIN });
  await expect(row).toContainText('Waiting for an answer');
  await expect(page.getByRole('button', { name: 'Get a decision' })).toBeDisabled();

  // The co-applicant opens the e-mail's link signed in with the invited address.
  const mail = await latestOutboxMessage(page.context().request, KRISTIN);
  const link = new URL(String(mail.data?.['link']));
  expect(link.pathname).toMatch(/^\/invitations\/rental-guarantee\/\d+$/);
  const kristin = await newSignedInSession(browser, KRISTIN);
  await kristin.page.goto(`/en${link.pathname}`);
  await expect(kristin.page.getByText(/Anna Sigurðardóttir invites you/)).toBeVisible();
  await kristin.page.getByRole('button', { name: 'Accept and consent' }).click();
  await expect(
    kristin.page.getByText('Tick the box to consent to the credit check.'),
  ).toBeVisible();
  await kristin.page
    .getByLabel('I consent to a credit check with the credit bureau for this application.')
    .check();
  await kristin.page.getByRole('button', { name: 'Accept and consent' }).click();
  await expect(
    kristin.page.getByText('You have accepted. You are a co-applicant on this guarantee.'),
  ).toBeVisible();

  // The tenant sees them accepted and runs the assessment over both.
  await page.reload();
  await expect(row).toContainText('Accepted');
  await expect(page.getByTestId('applicants')).toContainText('Kristín Þórsdóttir · Co-applicant');
  await page
    .getByLabel('I consent to a credit check with the credit bureau for this application.')
    .check();
  await page.getByRole('button', { name: 'Get a decision' }).click();
  await expect(page.getByText('The application has been assessed.')).toBeVisible();
  await expect(page.getByTestId('application-details')).toContainText('Approved');
  await page.getByRole('link', { name: 'View the guarantee' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/tenants/rental-guarantees/${guaranteeId}$`));
  // Anna is A2 and Kristín B1: the worse class sets the terms.
  await expect(page.getByTestId('guarantee-details')).toContainText('B1');
});
