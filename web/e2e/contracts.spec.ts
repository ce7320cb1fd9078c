import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, dismissCookieBanner, graphql, signIn } from './helpers';

const KRISTIN = 'kristin@leiga.is';
const MAGNUS = 'magnus@leiga.is';

async function tokenOf(page: Page, email: string): Promise<string> {
  const data = await graphql<{ login: { accessToken: string } }>(
    page.context().request,
    'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { email, password: DEMO_PASSWORD, sessionMode: 'TOKEN' } },
  );
  return data.login.accessToken;
}

/** Kristín applies for one of Jón's published listings she has not applied for; Jón accepts. */
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
  const listing = mine.myListings.items.find((l) => !taken.has(l.id));
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

/** Jón's seed draft: every step before signing complete (the wizard's drafts are not). */
async function jonsCompleteDraft(page: Page): Promise<string> {
  type Row = { id: string; status: string; validSteps: { stepName: string; isValid: boolean }[] };
  const data = await graphql<{ contracts: { items: Row[] } }>(
    page.context().request,
    'query { contracts(pageSize: 100) { items { id status validSteps { stepName isValid } } } }',
    {},
    await tokenOf(page, DEMO.landlord),
  );
  const draft = data.contracts.items.find(
    (c) => c.status === 'DRAFT' && c.validSteps.every((s) => s.isValid || s.stepName === 'preview'),
  );
  if (!draft) throw new Error('Jón has no complete draft contract');
  return draft.id;
}

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await dismissCookieBanner(page);
  await signIn(page, email);
  return page;
}

const stepLink = (page: Page, step: string) =>
  page.getByRole('navigation', { name: 'Skref samningsins' }).locator(`a[data-step="${step}"]`);

test('a landlord turns an accepted application into a contract and fills in its steps', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const applicationId = await acceptedApplication(page);
  await signIn(page, DEMO.landlord);

  await page.goto(`/landlords/rental-applications?application=${applicationId}`);
  await page.getByRole('link', { name: 'Búa til leigusamning' }).click();
  await expect(page).toHaveURL(/\/rental-contracts\/create\?application=\d+$/);
  await page.getByRole('button', { name: 'Búa til samning' }).click();
  await expect(page).toHaveURL(/\/rental-contracts\/\d+\/edit\/property$/);

  // Period: an indefinite lease with three months' notice.
  await stepLink(page, 'period').click();
  await page.getByLabel('Upphaf leigutíma').fill('2027-03-01');
  await page.getByRole('group', { name: 'Tímabundinn leigusamningur' }).getByText('Nei').click();
  await page.getByLabel('Uppsagnarfrestur (mánuðir)').fill('3');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).toHaveURL(/\/edit\/parties$/);
  await expect(stepLink(page, 'period')).toHaveAttribute('data-complete', 'true');

  // Rent: a security over three months' rent is refused beside its field, then fixed.
  await stepLink(page, 'rent-and-securities').click();
  await page.getByLabel('Mánaðarleg leigufjárhæð').fill('200000');
  await page.getByLabel('Tegund tryggingar').selectOption('deposit');
  await page.getByLabel('Fjárhæð tryggingar').fill('700000');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(
    page.getByText('Tryggingin má mest nema þrefaldri mánaðarleigu að viðbættu hússjóðsgjaldi.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/rent-and-securities$/);
  await page.getByLabel('Fjárhæð tryggingar').fill('400000');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).toHaveURL(/\/edit\/utilities$/);

  // House rules: anyone may rent.
  await stepLink(page, 'house-rules').click();
  await expect(page.getByLabel('Hverjum er heimilt að leigja')).toHaveValue('0');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).toHaveURL(/\/edit\/reports-and-documents$/);

  // Reports and documents: the four fire-safety items and one smoke detector.
  for (const item of [
    'Reykskynjarar eru til staðar og virka',
    'Virkt slökkvitæki er til staðar',
    'Flóttaleiðir eru greiðfærar',
    'Leigusali lýsir því yfir að húsnæðið uppfylli reglur um brunavarnir',
  ])
    await page.getByLabel(item).check();
  await page.getByLabel('Fjöldi reykskynjara').fill('1');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).toHaveURL(/\/edit\/special-terms$/);

  for (const step of ['period', 'rent-and-securities', 'house-rules', 'reports-and-documents'])
    await expect(stepLink(page, step)).toHaveAttribute('data-complete', 'true');
  await expect(stepLink(page, 'property')).toHaveAttribute('data-complete', 'false');
});

test('a complete draft is committed from the preview; then read-only, on the timeline, in the tenant’s list and hidden from another landlord', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const id = await jonsCompleteDraft(page);
  await signIn(page, DEMO.landlord);

  await page.goto(`/rental-contracts/${id}/edit/preview`);
  await page.getByRole('button', { name: 'Ljúka og senda í undirritun' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Undirritaður á pappír').check();
  await dialog.getByRole('button', { name: 'Ljúka og senda í undirritun' }).click();
  await expect(page.getByRole('link', { name: 'Undirrita' })).toBeVisible();

  await page.goto(`/landlords/rental-contracts/${id}`);
  await expect(page.getByTestId('contract-read-only')).toBeVisible();
  await expect(page.getByText('Tilbúinn til undirritunar').first()).toBeVisible();
  await expect(
    page.getByTestId('contract-timeline').locator('li[data-kind="committed"]'),
  ).toBeVisible();
  await page.goto(`/rental-contracts/${id}/edit/period`);
  await expect(page.getByTestId('step-read_only')).toBeVisible();

  // The landlord's home shows the two latest contracts.
  await page.goto('/landlords/home');
  const latest = page.getByRole('region', { name: 'Nýjustu leigusamningar' });
  await expect(latest.getByTestId('contract-row')).toHaveCount(2);

  const anna = await newSignedInPage(browser, DEMO.tenant);
  await anna.goto('/tenants/rental-contracts');
  await expect(anna.locator(`a[href$="/tenants/rental-contracts/${id}"]`)).toBeVisible();
  await expect(anna.getByText(/^\d+ samningar$/)).toBeVisible();

  const magnus = await newSignedInPage(browser, MAGNUS);
  await magnus.goto(`/landlords/rental-contracts/${id}`);
  await expect(magnus.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
});

test('an unknown step is the 404 page naming the step', async ({ page }) => {
  await dismissCookieBanner(page);
  const contracts = await graphql<{ contracts: { items: { id: string }[] } }>(
    page.context().request,
    'query { contracts(pageSize: 1) { items { id } } }',
    {},
    await tokenOf(page, DEMO.landlord),
  );
  const id = contracts.contracts.items[0]!.id;
  await signIn(page, DEMO.landlord);
  await page.goto(`/rental-contracts/${id}/edit/nope`);
  await expect(page.getByTestId('error-screen')).toHaveAttribute('data-status', '404');
  await expect(page.getByTestId('error-detail')).toHaveText('Ógilt heiti skrefs: nope');
});
