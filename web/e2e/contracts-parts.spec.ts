import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, dismissCookieBanner, graphql, signIn } from './helpers';

const KRISTIN = 'kristin@leiga.is';
const LEIGUUMSJON = '550200-2010';

async function tokenOf(page: Page, email: string): Promise<string> {
  const data = await graphql<{ login: { accessToken: string } }>(
    page.context().request,
    'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { email, password: DEMO_PASSWORD, sessionMode: 'TOKEN' } },
  );
  return data.login.accessToken;
}

/** Kristín applies for one of Jón's published listings; Jón accepts (as contracts.spec.ts). */
async function acceptedApplication(page: Page): Promise<string> {
  const request = page.context().request;
  const [jon, kristin] = [await tokenOf(page, DEMO.landlord), await tokenOf(page, KRISTIN)];
  const applied = await graphql<{
    myApplications: { items: { listingSummary: { id: string } }[] };
  }>(
    request,
    'query { myApplications(filter: { type: ACTIVE }, pageSize: 100) { items { listingSummary { id } } } }',
    {},
    kristin,
  );
  const taken = new Set(applied.myApplications.items.map((a) => a.listingSummary.id));
  const mine = await graphql<{ myListings: { items: { id: string }[] } }>(
    request,
    'query { myListings(status: PUBLISHED, pageSize: 100) { items { id } } }',
    {},
    jon,
  );
  // The last free listing: contracts.spec.ts takes the first.
  const listing = mine.myListings.items.filter((l) => !taken.has(l.id)).pop();
  if (!listing) throw new Error('Jón has no published listing left to apply for');
  await graphql(
    request,
    'mutation U($input: UpdateListingInput!) { updateListing(input: $input) { id } }',
    {
      input: {
        id: listing.id,
        fields: {
          questions: [],
          maxOccupants: 6,
          requiresPreApproval: false,
          minIncome: null,
          petsAllowed: true,
        },
      },
    },
    jon,
  );
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
async function streetOf(page: Page, contractId: string): Promise<string> {
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

const stepLink = (page: Page, step: string) =>
  page.getByRole('navigation', { name: 'Skref samningsins' }).locator(`a[data-step="${step}"]`);

test('a landlord completes the property from the register and the parties, with a company tenant and its agent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const applicationId = await acceptedApplication(page);
  await signIn(page, DEMO.landlord);

  await page.goto(`/landlords/rental-applications?application=${applicationId}`);
  await page.getByRole('link', { name: 'Búa til leigusamning' }).click();
  await page.getByRole('button', { name: 'Búa til samning' }).click();
  await expect(page).toHaveURL(/\/rental-contracts\/\d+\/edit\/property$/);
  const contractId = /rental-contracts\/(\d+)\//.exec(page.url())![1]!;
  const street = await streetOf(page, contractId);

  // Property: search the register for the listing's street, pick it, tick a unit.
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
  await expect(page.getByTestId('unit-row').first()).toBeVisible();
  await page.getByLabel('Ætlað fyrir').selectOption('none');
  await page.getByRole('button', { name: 'Áfram' }).click();
  // Continue moves on to the next step in the wizard's order.
  await expect(page).not.toHaveURL(/\/edit\/property$/);
  await expect(stepLink(page, 'property')).toHaveAttribute('data-complete', 'true');

  // Parties: the tenant gets a phone; a company tenant joins with a suggested agent.
  await stepLink(page, 'parties').click();
  // The landlord's account has no phone: the step says so beside him until one is added.
  const landlords = page.getByTestId('landlords');
  await expect(landlords.getByTestId('party-issues')).toContainText('símanúmeri');
  await landlords.getByRole('button', { name: /^Bæta við síma eða netfangi fyrir/ }).click();
  await landlords.getByTestId('contact-adder').getByLabel('Sími', { exact: true }).fill('6901234');
  await landlords.getByTestId('contact-adder').getByRole('button', { name: 'Vista' }).click();
  await expect(landlords.getByTestId('party-issues')).toHaveCount(0);

  const tenants = page.getByTestId('tenants');
  await expect(tenants.getByTestId('party-card')).toHaveCount(1);
  await tenants.getByRole('button', { name: /^Bæta við síma eða netfangi fyrir/ }).click();
  const adder = tenants.getByTestId('contact-adder');
  await adder.getByLabel('Sími', { exact: true }).fill('6612345');
  await adder.getByLabel('Netfang', { exact: true }).fill('kristin.leigjandi@leiga.is');
  await adder.getByRole('button', { name: 'Vista' }).click();
  await expect(tenants.getByTestId('party-card').first()).toContainText('+354 6612345');

  await tenants.getByRole('button', { name: 'Bæta við leigjanda' }).click();
  const form = tenants.getByTestId('add-tenant');
  await form.getByLabel('Kennitala').fill(LEIGUUMSJON);
  await form.getByRole('button', { name: 'Fletta upp' }).click();
  await expect(form.getByLabel('Nafn')).toHaveValue('Leiguumsjón ehf.');
  await form.getByLabel('Sími', { exact: true }).fill('5551234');
  await form.getByLabel('Netfang', { exact: true }).fill('leiga@leiguumsjon.is');
  await form
    .getByTestId('agent-suggestions')
    .getByLabel(/^Helga Björnsdóttir/)
    .check();
  const agentPhone = form.getByLabel('Sími Helga Björnsdóttir');
  if ((await agentPhone.inputValue()) === '') await agentPhone.fill('7820045');
  await form.getByLabel('Netfang Helga Björnsdóttir').fill('helga@leiguumsjon.is');
  await form.getByRole('button', { name: 'Bæta við leigjanda' }).click();
  await expect(tenants.getByTestId('party-card')).toHaveCount(2);
  await expect(tenants).toContainText('Umboðsmenn: Helga Björnsdóttir');

  // Every party has what the step's rules want: nothing is listed against anyone.
  await expect(page.getByTestId('party-issues')).toHaveCount(0);
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).not.toHaveURL(/\/edit\/parties$/);
  await expect(stepLink(page, 'parties')).toHaveAttribute('data-complete', 'true');
  await expect(stepLink(page, 'property')).toHaveAttribute('data-complete', 'true');

  // Utilities: the tenant pays electricity, read from its meter.
  await stepLink(page, 'utilities').click();
  const electricity = page.getByTestId('utility-electricity');
  await electricity.getByLabel('Leigjandi greiðir þetta').check();
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).not.toHaveURL(/\/edit\/utilities$/);
  await stepLink(page, 'utilities').click();
  const readings = page.getByTestId('readings-ELECTRICITY');
  await readings.getByLabel('Mælisnúmer').fill('12345678');
  await readings.getByLabel('Mælistaða').fill('10432.5');
  await readings.getByLabel('Lesið af').fill('2027-03-01');
  await readings.getByRole('button', { name: 'Bæta við álestri' }).click();
  await expect(readings).toContainText('Mælir 12345678: 10432.5 þann 2027-03-01');

  // The other steps as contracts.spec.ts fills them, then commit from the preview.
  await stepLink(page, 'period').click();
  await page.getByLabel('Upphaf leigutíma').fill('2027-03-01');
  await page.getByRole('group', { name: 'Tímabundinn leigusamningur' }).getByText('Nei').click();
  await page.getByLabel('Uppsagnarfrestur (mánuðir)').fill('3');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(stepLink(page, 'period')).toHaveAttribute('data-complete', 'true');
  await stepLink(page, 'rent-and-securities').click();
  await page.getByLabel('Mánaðarleg leigufjárhæð').fill('200000');
  await page.getByLabel('Tegund tryggingar').selectOption('deposit');
  await page.getByLabel('Fjárhæð tryggingar').fill('400000');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(stepLink(page, 'rent-and-securities')).toHaveAttribute('data-complete', 'true');
  await stepLink(page, 'payments').click();
  await page.getByLabel('Leiga greidd með reiðufé').check();
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(stepLink(page, 'payments')).toHaveAttribute('data-complete', 'true');
  await stepLink(page, 'house-rules').click();
  await page.getByRole('button', { name: 'Áfram' }).click();
  await stepLink(page, 'reports-and-documents').click();
  for (const item of [
    'Reykskynjarar eru til staðar og virka',
    'Virkt slökkvitæki er til staðar',
    'Flóttaleiðir eru greiðfærar',
    'Leigusali lýsir því yfir að húsnæðið uppfylli reglur um brunavarnir',
  ])
    await page.getByLabel(item).check();
  await page.getByLabel('Fjöldi reykskynjara').fill('2');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(stepLink(page, 'reports-and-documents')).toHaveAttribute('data-complete', 'true');

  await stepLink(page, 'preview').click();
  await page.getByRole('button', { name: 'Ljúka og senda í undirritun' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Undirritaður á pappír').check();
  await dialog.getByRole('button', { name: 'Ljúka og senda í undirritun' }).click();
  await expect(page.getByRole('link', { name: 'Undirrita' })).toBeVisible();
});
