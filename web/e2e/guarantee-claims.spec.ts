import { expect, test } from '@playwright/test';
import { closeOwnContexts, DEMO, graphql, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

type Guarantees = { landlordRentalGuarantees: { items: { id: string; status: string }[] } };
const GUARANTEES = 'query { landlordRentalGuarantees { items { id status } } }';

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('the landlord files a damage claim with two lines; the tenant rejects one and accepts the other', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const anna = await newSignedInSession(browser, DEMO.tenant);
  const list = await graphql<Guarantees>(jon.page.context().request, GUARANTEES, {}, jon.token);
  const guarantee = list.landlordRentalGuarantees.items.find((g) => g.status === 'ACTIVE');
  expect(guarantee, "the demo's active guarantee on Jón's lease with Anna").toBeTruthy();
  const id = guarantee!.id;

  // Jón starts from the guarantee and files a damage claim, returned three days ago.
  const page = jon.page;
  await page.goto(`/en/landlords/rental-guarantees/${id}`);
  await page.getByRole('link', { name: 'File a claim' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/landlords/rental-guarantees/${id}/file-claim$`));
  await page.getByLabel('Damage claim').check();
  await page.getByLabel('Day the home was returned').fill(daysAgo(3));
  await page.getByLabel('Description').fill('Damage found at the move-out inspection.');
  await page.getByRole('button', { name: 'Start the claim' }).click();
  await expect(page).toHaveURL(/\/file-claim\/\d+$/);
  const claimId = page.url().split('/').at(-1)!;

  const lines = page.getByTestId('claim-line');
  const addLine = async (type: string, amount: string, description: string) => {
    await page.getByLabel('What it is for').selectOption({ label: type });
    await page.getByLabel('Amount (ISK)').fill(amount);
    await page.getByLabel('Description of the line').fill(description);
    await page.getByRole('button', { name: 'Add line' }).click();
  };
  await addLine('Damage', '60000', 'Cracked bathroom tile');
  await expect(lines).toHaveCount(1);
  await addLine('Cleaning', '20000', 'Final cleaning');
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('80,000')).toBeVisible();
  // The invoice for the tile, attached to its line.
  await page.getByLabel('Belongs to').selectOption({ label: 'Cracked bathroom tile' });
  await page.getByLabel('Attach invoice or photo').setInputFiles({
    name: 'flisalagning.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(
    lines
      .filter({ hasText: 'Cracked bathroom tile' })
      .getByRole('link', { name: 'flisalagning.pdf' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Send the claim to the tenant' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send the claim?' });
  await dialog.getByRole('button', { name: 'Send the claim' }).click();
  await expect(page.getByText("Awaiting the tenant's answer")).toBeVisible();
  await expect(page.getByTestId('claim-countdown')).toContainText('days left to answer');

  // Anna opens the claim, sees the countdown, rejects the tile and accepts the cleaning.
  const tenantPage = anna.page;
  await tenantPage.goto(`/en/rental-guarantees/${id}/claims/${claimId}`);
  await expect(tenantPage.getByTestId('claim-countdown')).toContainText(
    'The tenant has 28 days left to answer',
  );
  const tile = tenantPage.getByTestId('claim-answer').filter({ hasText: 'Cracked bathroom tile' });
  const cleaning = tenantPage.getByTestId('claim-answer').filter({ hasText: 'Final cleaning' });
  await tile.getByLabel('Reject').check();
  await tile.getByLabel('Reason for rejecting').fill('The tile was cracked when I moved in.');
  await cleaning.getByLabel('Accept').check();
  await tenantPage.getByRole('button', { name: 'Send answer' }).click();
  await expect(tenantPage.getByText("Awaiting the landlord's answer")).toBeVisible();

  // Jón sees both answers and the 4 weeks he has to refer the rejection.
  await page.reload();
  await expect(lines.filter({ hasText: 'Cracked bathroom tile' })).toContainText(
    'Rejected by the tenant: The tile was cracked when I moved in.',
  );
  await expect(lines.filter({ hasText: 'Final cleaning' })).toContainText('Accepted by the tenant');
  await expect(page.getByTestId('claim-countdown')).toContainText('days left to refer the claim');
  await expect(page.getByRole('button', { name: 'Refer the dispute' })).toBeVisible();
});
