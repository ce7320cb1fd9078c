import { expect, type Page } from '@playwright/test';
import { freeListingOfJon, openRequirements } from './free-listing';
import { DEMO, graphql, tokenOf } from './helpers';

/** Shared set-up of the contract specs (contracts.spec.ts and contracts-parts.spec.ts). */

export const KRISTIN = 'kristin@leiga.is';

/**
 * Kristín applies for one of Jón's published listings she has not applied for; Jón accepts.
 * The specs share one server and database: each takes its own end of the free listings, so two
 * specs never apply for the same one.
 */
export async function acceptedApplication(page: Page, pick: 'first' | 'last'): Promise<string> {
  const request = page.context().request;
  const [jon, kristin] = [await tokenOf(page, DEMO.landlord), await tokenOf(page, KRISTIN)];
  const listing = await freeListingOfJon(request, jon, [kristin], pick);
  await openRequirements(request, jon, listing.id);
  const application = await graphql<{ applyForListing: { id: string } }>(
    request,
    'mutation A($input: ApplyForListingInput!) { applyForListing(input: $input) { id } }',
    { input: { listingId: listing.id, answers: [] } },
    kristin,
  );
  const id = application.applyForListing.id;
  await graphql(
    request,
    'mutation C($input: AcceptApplicationInput!) { acceptApplication(input: $input) { application { id } } }',
    { input: { id } },
    jon,
  );
  return id;
}

/** The street of the contract's address, as the listing gave it (like "Skipholt 12"). */
export async function streetOf(page: Page, contractId: string): Promise<string> {
  const data = await graphql<{ contract: { realEstate: { address: { street: string } } | null } }>(
    page.context().request,
    'query C($id: ID!) { contract(id: $id) { realEstate { address { street } } } }',
    { id: contractId },
    await tokenOf(page, DEMO.landlord),
  );
  const street = data.contract.realEstate?.address.street;
  if (!street) throw new Error('The contract has no address from its listing');
  return street;
}

/** From the landlord's applications page to the new contract's wizard; answers its id. */
export async function createContractFromApplication(
  page: Page,
  applicationId: string,
): Promise<string> {
  await page.goto(`/landlords/rental-applications?application=${applicationId}`);
  await page.getByRole('link', { name: 'Búa til leigusamning' }).click();
  await expect(page.getByLabel('Veldu umsókn')).toHaveValue(applicationId);
  await page.getByRole('button', { name: 'Búa til samning' }).click();
  await page.waitForURL(/\/rental-contracts\/\d+\/edit\/property$/);
  return /rental-contracts\/(\d+)\//.exec(page.url())![1]!;
}

/** Property: search the register for the listing's street, pick it and a unit. */
export async function choosePropertyFromRegister(page: Page, street: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Heimilisfang eða fastanúmer' }).fill(street);
  await page
    .getByRole('listbox')
    .getByRole('button', { name: new RegExp(`^${street}`) })
    .first()
    .click();
  const units = page.getByTestId('registry-units');
  const first = units.getByRole('checkbox').first();
  if (!(await first.isChecked())) await first.check();
  await units.getByRole('button', { name: 'Nota þessa eign' }).click();
  await page.getByTestId('unit-row').first().waitFor();
  await page.getByLabel('Ætlað fyrir').selectOption('none');
}

export const stepLink = (page: Page, step: string) =>
  page.getByRole('navigation', { name: 'Skref samningsins' }).locator(`a[data-step="${step}"]`);
