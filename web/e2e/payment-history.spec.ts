import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import {
  closeOwnContexts,
  DEMO,
  expectNoAxeViolations,
  graphql,
  newSignedInSession,
  shownDate,
} from './helpers';
import { freeListingOfJon, openRequirements } from './free-listing';

test.afterEach(closeOwnContexts);

const SHARE = 'Sýna greiðslusöguna mína leigusölum sem ég sæki um hjá';

/**
 * A month of Jón's signed lease with Anna paid on its due date: Jón sends the claim, the sandbox
 * bank books the payment on the due date, staff ask the bank now rather than wait for the poller.
 */
async function payOneMonthOnTime(
  request: APIRequestContext,
  jon: string,
  staff: string,
): Promise<string> {
  const data = await graphql<{
    contracts: {
      items: {
        id: string;
        status: string;
        paymentSchedule: { items: { dueDate: string; claim: { id: string | null } }[] } | null;
      }[];
    };
  }>(
    request,
    'query { contracts(pageSize: 100) { items { id status paymentSchedule { items { dueDate claim { id } } } } } }',
    {},
    jon,
  );
  const lease = data.contracts.items.find(
    (c) => c.status === 'SIGNED' && c.paymentSchedule?.items.some((i) => i.claim.id === null),
  );
  const item = lease?.paymentSchedule?.items.find((i) => i.claim.id === null);
  if (!lease || !item) throw new Error('No open month of a signed demo lease');
  const sent = await graphql<{ invoicePaymentScheduleItem: { claimId: string } }>(
    request,
    'mutation I($input: PaymentScheduleItemRef!) { invoicePaymentScheduleItem(input: $input) { claimId } }',
    { input: { contractId: lease.id, date: item.dueDate } },
    jon,
  );
  const claimId = encodeURIComponent(sent.invoicePaymentScheduleItem.claimId);
  const paid = await request.post(`/api/sandbox/bank/claims/${claimId}/pay/`, {
    data: { paid_at: `${item.dueDate}T09:00:00Z` },
  });
  expect(paid.status()).toBe(200);
  await graphql(request, 'mutation { pollClaimPayments { ok } }', {}, staff);
  return item.dueDate;
}

/** Anna applies to one of Jón's published listings she has not applied to, its requirements open. */
async function applyToJon(request: APIRequestContext, anna: string, jon: string): Promise<void> {
  const listing = await freeListingOfJon(request, jon, [anna]);
  await openRequirements(request, jon, listing.id);
  await graphql(
    request,
    'mutation A($input: ApplyForListingInput!) { applyForListing(input: $input) { id } }',
    { input: { listingId: listing.id } },
    anna,
  );
}

/** A month of the history by its due date, the row's header: another may have been paid that day. */
const monthRow = (section: Locator, dueDate: string) =>
  section.getByRole('row').filter({
    has: section.page().getByRole('rowheader', { name: shownDate(dueDate), exact: true }),
  });

test('a tenant shows her on-time payment history to a landlord she applied to, and hides it again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await newSignedInSession(browser, DEMO.tenant);
  const jon = await newSignedInSession(browser, DEMO.landlord);
  const staff = await newSignedInSession(browser, DEMO.staff);
  const request = anna.page.context().request;
  const dueDate = await payOneMonthOnTime(request, jon.token, staff.token);
  await applyToJon(request, anna.token, jon.token);
  const me = await graphql<{ me: { rentalProfile: { profileUsername: string } } }>(
    request,
    'query { me { rentalProfile { profileUsername } } }',
    {},
    anna.token,
  );
  const profilePath = `/tenants/rental-profiles/${me.me.rentalProfile.profileUsername}`;

  // Anna reads her history on her profile: the month she paid on its due date is on time.
  await anna.page.goto(profilePath);
  const section = anna.page.getByRole('region', { name: 'Greiðslusaga' });
  await expect(monthRow(section, dueDate)).toContainText('Á réttum tíma');
  const share = section.getByRole('checkbox', { name: SHARE });
  if (await share.isChecked()) {
    await share.uncheck();
    await expect(share).not.toBeChecked();
  }
  await expect(section).toContainText('Falin: forsamþykkið byggir eingöngu á tekjum og lánshæfi.');
  await expectNoAxeViolations(anna.page);

  // She shows it, from the keyboard.
  await share.focus();
  await anna.page.keyboard.press('Space');
  await expect(share).toBeChecked();
  await expect(
    anna.page.getByText('Greiðslusagan þín er nú sýnd leigusölum sem þú sækir um hjá.'),
  ).toBeVisible();

  // Jón, whom she applied to, sees it on her profile, without her choice.
  await jon.page.goto(profilePath);
  const seen = jon.page.getByRole('region', { name: 'Greiðslusaga' });
  await expect(monthRow(seen, dueDate)).toContainText('Á réttum tíma');
  await expect(seen.getByRole('checkbox')).toHaveCount(0);

  // She hides it again; Jón no longer sees it.
  await share.uncheck();
  await expect(anna.page.getByText('Greiðslusagan þín er nú falin.')).toBeVisible();
  await jon.page.reload();
  await expect(jon.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(jon.page.getByRole('region', { name: 'Greiðslusaga' })).toHaveCount(0);
});
