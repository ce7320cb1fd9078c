import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn } from './helpers';

/**
 * The rental-management screens on a phone (390 px): each one fits the screen's width (a list of
 * steps scrolls inside itself instead of widening the page; a status badge is as wide as its
 * words), has a main heading, and names
 * itself in the tab's title once its data has come, not only "Leiga". Read-only: nothing changes.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Ids = { contract: string; draft: string; report: string | null; listing: string | null };

async function idsOf(page: Page, token: string): Promise<Ids> {
  const data = await graphql<{
    contracts: { items: { id: string; status: string }[] };
    myInspectionReports: { items: { id: string }[] };
    myListings: { items: { id: string }[] };
  }>(
    page.context().request,
    `
      query {
        contracts(page: 1, pageSize: 100) {
          items {
            id
            status
          }
        }
        myInspectionReports(page: 1, pageSize: 5) {
          items {
            id
          }
        }
        myListings(page: 1, pageSize: 5) {
          items {
            id
          }
        }
      }
    `,
    {},
    token,
  );
  const contracts = data.contracts.items;
  const draft = contracts.find((c) => c.status === 'DRAFT') ?? contracts[0];
  const signed = contracts.find((c) => c.status === 'SIGNED') ?? contracts[0];
  if (!draft || !signed) throw new Error('the demo account has no contracts');
  return {
    contract: signed.id,
    draft: draft.id,
    report: data.myInspectionReports.items[0]?.id ?? null,
    listing: data.myListings.items[0]?.id ?? null,
  };
}

async function expectFitsThePhone(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first(), path).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${path} is wider than the phone`).toBeLessThanOrEqual(innerWidth);
  // A status badge is as wide as its words, not stretched across a column on a phone.
  const badgeWidths = await page
    .locator('span.inline-flex.rounded-full.text-xs')
    .evaluateAll((badges) => badges.map((badge) => badge.getBoundingClientRect().width));
  for (const width of badgeWidths)
    expect.soft(width, `${path}: a status badge spans the column`).toBeLessThan(innerWidth / 2);
  await expect.soft(page, `${path} names itself in the title`).toHaveTitle(/. · Leiga$/);
}

test('a landlord’s contract, inspection and listing screens fit a phone and are titled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const ids = await idsOf(page, token);
  const paths = [
    '/landlords/rental-contracts',
    `/landlords/rental-contracts/${ids.contract}`,
    '/rental-contracts/create',
    `/rental-contracts/${ids.draft}/edit/property`,
    `/rental-contracts/${ids.draft}/edit/parties`,
    `/rental-contracts/${ids.draft}/edit/preview`,
    '/inspection-reports/create',
    ...(ids.report
      ? [
          `/inspection-reports/${ids.report}`,
          `/landlords/inspection-reports/${ids.report}`,
          `/inspection-reports/${ids.report}/edit/keys`,
          `/inspection-reports/${ids.report}/edit/summary`,
        ]
      : []),
    ...(ids.listing ? [`/landlords/listings/${ids.listing}`, `/listings/${ids.listing}`] : []),
  ];
  expect(ids.report, 'Jón has an inspection report').not.toBeNull();
  for (const path of paths) await expectFitsThePhone(page, path);
});

test('a tenant’s contract, inspection and guarantee screens fit a phone and are titled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.tenant);
  const ids = await idsOf(page, token);
  const { myRentalGuarantees } = await graphql<{ myRentalGuarantees: { items: { id: string }[] } }>(
    page.context().request,
    'query { myRentalGuarantees(page: 1, pageSize: 5) { items { id } } }',
    {},
    token,
  );
  const guarantee = myRentalGuarantees.items[0]?.id;
  expect(guarantee, 'Anna has a rental guarantee').toBeDefined();
  const paths = [
    '/rental-guarantees',
    `/rental-guarantees/new/${guarantee}/status`,
    `/rental-guarantees/new/${guarantee}/additional-applicant-prompt`,
    `/tenants/rental-contracts/${ids.contract}`,
    `/tenants/rental-contracts/${ids.contract}/move-in`,
    `/rental-contracts/${ids.contract}/e-signature`,
    '/tenants/rental-guarantees',
    '/rental-guarantees/new',
    ...(ids.report ? [`/tenants/inspection-reports/${ids.report}`] : []),
  ];
  for (const path of paths) await expectFitsThePhone(page, path);
  // The signed lease's way in: signed, the rest read from the lease, one click from its page.
  await page.goto(`/tenants/rental-contracts/${ids.contract}`);
  await page.getByRole('link', { name: 'Flutt inn: hvað er eftir' }).click();
  await expect(page.getByRole('heading', { name: 'Flutt inn', level: 1 })).toBeVisible();
  await expect(page.getByTestId('move-in-signed')).toHaveAttribute('data-state', 'done');
  // SPEC's e-signature status page leads back into the tenant's own contract screens.
  await page.goto(`/rental-contracts/${ids.contract}/e-signature`);
  await page.getByRole('link', { name: 'Aftur í samninginn' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/rental-contracts/${ids.contract}$`));
  // SPEC's address for a guarantee on one of my leases opens the form on them.
  await page.goto('/rental-guarantees/new/rental-contract');
  await expect(page.getByLabel('Einn af samningum mínum')).toBeChecked();
  // The application's form leads back to the guarantees.
  await page.goto('/rental-guarantees/new');
  await page.getByRole('link', { name: 'Aftur í ábyrgðir' }).click();
  await expect(page).toHaveURL(/\/tenants\/rental-guarantees$/);
});
