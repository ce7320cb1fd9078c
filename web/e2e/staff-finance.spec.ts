import { expect, test } from '@playwright/test';
import { paperLease } from './demo-leases';
import { closeOwnContexts, DEMO, graphql, newSignedInSession, shownDate } from './helpers';

test.afterEach(closeOwnContexts);

const INVOICE = `mutation ($input: PaymentScheduleItemRef!) {
  invoicePaymentScheduleItem(input: $input) { dueDate claimStatus } }`;

test('staff open a bill and payout from payment services, change the bill and hold the payout with a reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The demo's lease signed on paper: its last two payments with nothing paid or claimed yet
  // (other specs use its first ones).
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const lease = await paperLease(jon.page.context().request, jon.token);
  const open = lease.items.filter((i) => i.claim.id === null && i.paidAmount === 0);
  const [claimed, edited] = open.slice(-2);
  if (!claimed || !edited) throw new Error('No open payments of the signed demo lease');
  // One claim in the tenant's bank puts the lease among staff's payment services.
  await graphql(
    jon.page.context().request,
    INVOICE,
    { input: { contractId: lease.id, date: claimed.dueDate } },
    jon.token,
  );

  const staff = await newSignedInSession(browser, DEMO.staff);
  const page = staff.page;
  await page.goto('/admin/rental-contracts/payment-services');
  await page.getByRole('button', { name: `Opna samning ${lease.id}` }).click();

  // A bill whose claim is in the bank cannot be changed.
  await page
    .getByRole('button', { name: `Opna reikning og útborgun fyrir ${shownDate(claimed.dueDate)}` })
    .click();
  const panel = page.getByTestId('staff-period');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    `Reikningur og útborgun fyrir ${shownDate(claimed.dueDate)}`,
  );
  await expect(panel.getByLabel('Upphæð')).toBeDisabled();
  await expect(panel.getByRole('note')).toContainText('Krafan er í netbanka leigjandans');

  // An unclaimed one is changed after a confirmation with a reason, and the history shows it.
  await page
    .getByRole('button', { name: `Opna reikning og útborgun fyrir ${shownDate(edited.dueDate)}` })
    .click();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    `Reikningur og útborgun fyrir ${shownDate(edited.dueDate)}`,
  );
  await expect(panel.getByText('Starfsfólk hefur engu breytt á þessu tímabili.')).toBeVisible();
  await panel.getByLabel('Upphæð').fill('199000');
  await panel.getByRole('button', { name: 'Vista breytingar á reikningi' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Breyta reikningnum fyrir ${shownDate(edited.dueDate)}?`);
  await confirm.getByLabel('Ástæða (skráð með nafni þínu)').fill('Leigan lækkuð með samkomulagi');
  await confirm.getByRole('button', { name: 'Vista breytingar á reikningi' }).click();
  const history = panel.getByTestId('staff-period-history');
  await expect(history).toContainText('Reikningi breytt');
  await expect(history).toContainText('Leigan lækkuð með samkomulagi');
  await expect(history).toContainText('Upphæð:');

  // The payout is held, with a reason, and the hold is recorded.
  const payout = panel.getByTestId('staff-period-payout');
  await expect(payout).toContainText('Ekki í bið');
  await payout.getByRole('button', { name: 'Setja útborgun í bið' }).click();
  const hold = page.getByRole('alertdialog');
  await hold.getByLabel('Ástæða (skráð með nafni þínu)').fill('Athuga reikning leigusala');
  await hold.getByRole('button', { name: 'Setja útborgun í bið' }).click();
  await expect(payout).toContainText('Í bið frá');
  await expect(history).toContainText('Útborgun breytt');
  await expect(page.getByTestId('staff-actions')).toContainText('Athuga reikning leigusala');
});
