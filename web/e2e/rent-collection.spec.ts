import { expect, test, type Page } from '@playwright/test';
import { paperLease } from './demo-leases';
import { closeOwnContexts, DEMO, newSignedInSession, shownDate } from './helpers';

test.afterEach(closeOwnContexts);

type Lease = { id: string; dueDate: string };

/**
 * The demo's lease signed on paper and one of its payments with no claim yet (not the last one,
 * which the payment-schedule spec changes).
 */
async function openPayment(page: Page, token: string): Promise<Lease> {
  const lease = await paperLease(page.context().request, token);
  const last = lease.items.at(-1);
  const item = lease.items.find((i) => i.claim.id === null && i.paidAmount === 0 && i !== last);
  if (!item) throw new Error('No open payment of the signed demo lease');
  return { id: lease.id, dueDate: item.dueDate };
}

test('a landlord sends a claim, the tenant pays it in the test bank, the payout shows and staff revert it', async ({
  browser,
}) => {
  // Three people's sessions and a round trip through the bank: longer than one screen's test.
  test.setTimeout(180_000);
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const { id, dueDate } = await openPayment(jon.page, jon.token);
  const date = shownDate(dueDate);

  // The landlord sends the claim from the payments page, after confirming.
  await jon.page.goto(`/landlords/rental-contracts/${id}/payments`);
  await jon.page
    .getByRole('button', { name: `Senda kröfu fyrir greiðslu á gjalddaga ${date}` })
    .click();
  const confirm = jon.page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Senda kröfu fyrir ${date}?`);
  await confirm.getByRole('button', { name: 'Senda kröfu' }).click();
  await expect(
    jon.page.getByRole('button', { name: `Fella niður kröfu fyrir greiðslu á gjalddaga ${date}` }),
  ).toBeVisible();

  // The tenant is told the claim is in their bank and pays it there.
  const anna = await newSignedInSession(browser, DEMO.tenant);
  await anna.page.goto(`/tenants/rental-contracts/${id}/payments`);
  await expect(anna.page.getByTestId('claim-in-bank')).toBeVisible();
  await anna.page.getByRole('link', { name: 'Opna prófunarbankann' }).click();
  await expect(anna.page).toHaveURL(/\/sandbox\/bank$/);
  const claim = anna.page
    .getByRole('listitem')
    .filter({ hasText: `Gjalddagi ${date}` })
    .filter({ hasText: 'Ógreidd' });
  await claim.getByRole('button', { name: 'Greiða að fullu' }).click();
  await expect(anna.page.getByText('Greitt. Leiga skráir greiðsluna')).toBeVisible();

  // Staff ask the bank now rather than wait for the poller.
  const staff = await newSignedInSession(browser, DEMO.staff);
  await staff.page.goto('/admin/rental-contracts/payment-services');
  await expect(staff.page.getByRole('heading', { level: 1 })).toHaveText('Greiðsluþjónusta');
  await staff.page.getByRole('button', { name: 'Athuga greiðslur núna' }).click();
  await expect(staff.page.getByText('Greiðslur voru athugaðar hjá bankanum.')).toBeVisible();

  // The payout appears in the landlord's finances, with its transfer page.
  await jon.page.goto('/landlords/finances/payouts');
  const row = jon.page.getByTestId('payout-row').filter({ hasText: date }).first();
  await expect(row).toContainText('Greitt út');
  await row.getByRole('link', { name: date }).click();
  await expect(jon.page).toHaveURL(/\/landlords\/payout-transfer\/\d+$/);
  await expect(jon.page.getByTestId('payout-transfer')).toContainText('Þóknun');

  // Staff revert it, with a reason, and the landlord sees it reversed.
  await staff.page.getByRole('button', { name: `Opna samning ${id}` }).click();
  await staff.page.getByRole('button', { name: `Bakfæra útgreiðslu fyrir ${date}` }).click();
  const dialog = staff.page.getByRole('alertdialog');
  await dialog.getByLabel('Ástæða (skráð með nafni þínu)').fill('Greitt inn á rangan reikning');
  await dialog.getByRole('button', { name: 'Bakfæra útgreiðslu' }).click();
  await expect(staff.page.getByTestId('staff-actions')).toContainText(
    'Greitt inn á rangan reikning',
  );
  await jon.page.goto('/landlords/finances/payouts');
  await expect(jon.page.getByTestId('payout-row').filter({ hasText: date }).first()).toContainText(
    'Bakfært',
  );
});
