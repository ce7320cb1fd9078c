import { expect, test } from '@playwright/test';
import { closeOwnContexts, DEMO, graphql, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

type Guarantees = { landlordRentalGuarantees: { items: { id: string; status: string }[] } };

test('staff follow a claim from the queue, and decline an application with a reason the tenant reads', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [jon, anna, staff] = await Promise.all([
    newSignedInSession(browser, DEMO.landlord),
    newSignedInSession(browser, DEMO.tenant),
    newSignedInSession(browser, DEMO.staff),
  ]);
  const jonRequest = jon.page.context().request;

  // Jón sends a claim for unpaid rent on the demo's active guarantee.
  const list = await graphql<Guarantees>(
    jonRequest,
    'query { landlordRentalGuarantees { items { id status } } }',
    {},
    jon.token,
  );
  const guaranteeId = list.landlordRentalGuarantees.items.find((g) => g.status === 'ACTIVE')?.id;
  expect(guaranteeId, "the demo's active guarantee on Jón's lease with Anna").toBeTruthy();
  const created = await graphql<{ createGuaranteeClaim: { id: string } }>(
    jonRequest,
    'mutation ($input: CreateGuaranteeClaimInput!) { createGuaranteeClaim(input: $input) { id } }',
    { input: { guaranteeId, type: 'DEFAULT', description: 'Ógreidd leiga í nóvember' } },
    jon.token,
  );
  const claimId = created.createGuaranteeClaim.id;
  const ref = { guaranteeId, claimId };
  await graphql(
    jonRequest,
    'mutation ($input: GuaranteeClaimLineInput!) { saveGuaranteeClaimLine(input: $input) { id } }',
    { input: { ...ref, type: 'UNPAID_RENT', amount: 95_000, description: 'Leiga nóvember' } },
    jon.token,
  );
  await graphql(
    jonRequest,
    'mutation ($input: CommitGuaranteeClaimInput!) { commitGuaranteeClaim(input: $input) { id } }',
    { input: { ...ref, confirm: true } },
    jon.token,
  );

  // Staff open the queue from the back office's home and find the claim with its countdown.
  const page = staff.page;
  await page.goto('/en/admin');
  await page.getByRole('link', { name: 'Guarantee claims' }).first().click();
  await expect(page).toHaveURL(/\/en\/admin\/rental-guarantee-claims$/);
  const row = page
    .getByTestId('staff-claim-row')
    .filter({ hasText: `Claim #${claimId} on guarantee #${guaranteeId}` });
  await expect(row).toContainText('Anna Sigurðardóttir');
  await expect(row).toContainText('Jón Guðmundsson');
  await expect(row.getByTestId('claim-countdown')).toContainText(
    'The tenant has 28 days left to answer',
  );
  await row.getByRole('link', { name: 'Open the claim' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/en/rental-guarantees/${guaranteeId}/claims/${claimId}$`),
  );
  await expect(page.getByText("Awaiting the tenant's answer").first()).toBeVisible();

  // Anna applies for a guarantee on a planned lease; staff decline it by hand with a reason.
  const applied = await graphql<{ createRentalGuarantee: { id: string } }>(
    anna.page.context().request,
    'mutation ($input: CreateRentalGuaranteeInput!) { createRentalGuarantee(input: $input) { id } }',
    { input: { monthlyRent: 240_000, amount: 480_000 } },
    anna.token,
  );
  const applicationId = applied.createRentalGuarantee.id;
  const reason = 'Income does not cover the rent; a guarantor is needed.';
  await page.goto(`/en/rental-guarantees/${applicationId}`);
  await page.getByRole('radio', { name: 'Decline' }).check();
  await page.getByRole('button', { name: 'Record the decision' }).click();
  await expect(page.getByText(/Give a reason of 5 to 1000 characters/)).toBeVisible();
  await page.getByLabel('Reason', { exact: true }).fill(reason);
  await page.getByRole('button', { name: 'Record the decision' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline this application?' });
  await expect(dialog).toContainText(reason);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  const notice = page.getByTestId('staff-decision');
  await expect(notice).toContainText('Declined by Leiga staff');
  await expect(notice).toContainText('Decided by Helga Björnsdóttir');

  // Anna sees that staff declined it, and why, but not who.
  await anna.page.goto(`/en/rental-guarantees/${applicationId}`);
  const seen = anna.page.getByTestId('staff-decision');
  await expect(seen).toContainText('Declined by Leiga staff');
  await expect(seen).toContainText(`Reason: ${reason}`);
  await expect(seen).not.toContainText('Decided by');
  await expect(anna.page.getByText('Staff decision')).toHaveCount(0);

  // The admin user page keeps Anna's guarantees, the declined one among them.
  const me = await graphql<{ me: { id: string } }>(
    anna.page.context().request,
    'query { me { id } }',
    {},
    anna.token,
  );
  await page.goto(`/en/admin/users/${me.me.id}`);
  const record = page
    .getByTestId('user-guarantee')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^Guarantee #${applicationId} `) }) });
  await expect(record).toContainText('Declined');
  await expect(record).toContainText('Planned lease');
});
