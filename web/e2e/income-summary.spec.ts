import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { paperLease } from './demo-leases';
import { closeOwnContexts, DEMO, graphql, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

const INVOICE = `mutation ($input: PaymentScheduleItemRef!) {
  invoicePaymentScheduleItem(input: $input) { claimId } }`;
const POLL = 'mutation { pollClaimPayments { ok } }';

test('a landlord reads the year’s rent per property and month and downloads the CSV and PDF', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const request = jon.page.context().request;

  // A payment of the demo's lease signed on paper, paid in the test bank today and paid out. The
  // rent-collection spec takes the first open one; this one takes the last but the lease's last.
  const lease = await paperLease(request, jon.token);
  const last = lease.items.at(-1);
  const item = lease.items
    .filter((i) => i.claim.id === null && i.paidAmount === 0 && i !== last)
    .at(-1);
  if (!item) throw new Error('No open payment of the signed demo lease');
  const sent = await graphql<{ invoicePaymentScheduleItem: { claimId: string } }>(
    request,
    INVOICE,
    { input: { contractId: lease.id, date: item.dueDate } },
    jon.token,
  );
  const claimId = sent.invoicePaymentScheduleItem.claimId;
  const paid = await request.post(`/api/sandbox/bank/claims/${encodeURIComponent(claimId)}/pay/`, {
    data: {},
  });
  expect(paid.ok()).toBe(true);
  const staff = await newSignedInSession(browser, DEMO.staff);
  await graphql(staff.page.context().request, POLL, {}, staff.token);

  // The landlord finds the summary from the finances navigation.
  await jon.page.goto('/landlords/finances/payouts');
  await jon.page.getByRole('link', { name: 'Tekjuyfirlit' }).click();
  await expect(jon.page).toHaveURL(/\/landlords\/finances\/income-summary$/);
  await expect(jon.page.getByRole('heading', { level: 1 })).toHaveText('Árlegt tekjuyfirlit');
  const year = new Date().getUTCFullYear();
  await expect(jon.page.getByLabel('Ár')).toHaveValue(String(year));
  await expect(jon.page.getByRole('heading', { name: 'Íbúðarhúsnæði' })).toBeVisible();
  const month = new Intl.DateTimeFormat('is', { month: 'long', timeZone: 'UTC' }).format(
    new Date(),
  );
  const row = jon.page.getByTestId('income-month').filter({ hasText: new RegExp(month, 'i') });
  await expect(row.first()).toBeVisible();
  await expect(jon.page.getByTestId('income-group-totals').first()).toContainText(
    'Leigutekjur í reit 510',
  );

  // The CSV and the PDF of the same year, saved under the api's names.
  const [csv] = await Promise.all([
    jon.page.waitForEvent('download'),
    jon.page.getByRole('button', { name: 'Sækja CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`income-summary-${year}.csv`);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toMatch(/^year,kind,form_box,property,/);
  expect(text).toMatch(new RegExp(`^${year},total,`, 'm'));
  const [pdf] = await Promise.all([
    jon.page.waitForEvent('download'),
    jon.page.getByRole('button', { name: 'Sækja PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`income-summary-${year}-is.pdf`);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A year with nothing says so.
  await jon.page.getByLabel('Ár').selectOption(String(year - 3));
  await expect(jon.page.getByText(`Ekkert barst í gegnum Leigu árið ${year - 3}.`)).toBeVisible();
});
