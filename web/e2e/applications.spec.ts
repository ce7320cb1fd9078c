import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  dismissCookieBanner,
  expectAxeCleanInEveryLook,
  expectNoAxeViolations,
  graphql,
  LOOK_VIEWPORTS,
  signIn,
  tokenOf,
  newSignedInPage,
} from './helpers';
import { freeListingOfJon, type FreeListing } from './free-listing';

const KRISTIN = 'kristin@leiga.is';
const QUESTION = 'Hvenær viltu flytja inn?';
const DENY_MESSAGE = 'Við völdum aðra umsókn að sinni, takk fyrir áhugann.';

/** The screen as it stands, at a phone's width first, axe-checked in every look (see helpers). */
async function captureScreens(page: Page, name: string, ready: () => Promise<void>) {
  await page.setViewportSize(LOOK_VIEWPORTS[0]);
  await page.reload();
  await ready();
  await page.waitForLoadState('networkidle');
  await expectAxeCleanInEveryLook(page, `applications-${name}`);
  await page.evaluate(() => localStorage.setItem('leiga-theme', 'light'));
  await page.setViewportSize(LOOK_VIEWPORTS[1]);
}

/**
 * One of Jón's published listings that neither tenant has applied for yet (so the test can run
 * again on the same database), set up with a required question and open requirements.
 */
async function prepareListing(page: Page): Promise<FreeListing> {
  const token = await tokenOf(page, DEMO.landlord);
  const request = page.context().request;
  const listing = await freeListingOfJon(request, token, [
    await tokenOf(page, DEMO.tenant),
    await tokenOf(page, KRISTIN),
  ]);
  await graphql(
    request,
    `
      mutation U($input: UpdateListingInput!) {
        updateListing(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        id: listing.id,
        fields: {
          questions: [{ id: 'q-move', text: QUESTION, required: true }],
          maxOccupants: 6,
          requiresPreApproval: false,
          minIncome: null,
          petsAllowed: true,
        },
      },
    },
    token,
  );
  return listing;
}

test('a tenant applies with answers; the landlord reads, considers and accepts it; another is denied, undone and rejected in bulk', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await dismissCookieBanner(page);
  const listing = await prepareListing(page);

  // Anna applies through the listing page, answering the question.
  await signIn(page, DEMO.tenant);
  await page.goto(`/listings/${listing.id}`);
  await page.getByRole('link', { name: 'Sækja um þessa eign' }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}/apply$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Umsókn um eign' })).toBeVisible();
  await captureScreens(page, 'apply', async () => {
    await expect(page.getByLabel(QUESTION)).toBeVisible();
  });
  // Sending without the required answer is refused with a reason next to the question.
  await page.getByRole('button', { name: 'Senda umsókn' }).click();
  await expect(page.getByText('Svaraðu þessari spurningu.')).toBeVisible();
  await page.getByLabel(QUESTION).fill('Fyrsta desember');
  await page.getByLabel('Skilaboð til leigusala (valfrjálst)').fill('Reyklaus og róleg.');
  await page.getByRole('button', { name: 'Senda umsókn' }).click();
  await expect(page).toHaveURL(/\/tenants\/rental-applications\/\d+$/);
  await expect(page.getByText('Í vinnslu').first()).toBeVisible();
  await expect(page.getByText('Fyrsta desember')).toBeVisible();
  await captureScreens(page, 'tenant-detail', async () => {
    await expect(page.getByText('Fyrsta desember')).toBeVisible();
  });

  // Going back to apply shows the existing application instead of a second form.
  await page.goto(`/listings/${listing.id}/apply`);
  await expect(page.getByTestId('existing-application')).toBeVisible();

  await page.goto('/tenants/rental-applications');
  await expect(
    page.getByTestId('application-row').filter({ hasText: listing.street }).first(),
  ).toBeVisible();
  await captureScreens(page, 'tenant-list', async () => {
    await expect(page.getByTestId('application-row').first()).toBeVisible();
  });
  await page.goto('/tenants/home');
  await captureScreens(page, 'tenant-home', async () => {
    await expect(page.getByRole('heading', { name: 'Nýjustu umsóknir' })).toBeVisible();
  });

  // Kristín applies too (through the graph: her screens are Anna's).
  const kristinToken = await tokenOf(page, KRISTIN);
  await graphql(
    page.context().request,
    `
      mutation A($input: ApplyForListingInput!) {
        applyForListing(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        listingId: listing.id,
        answers: [{ questionId: 'q-move', answer: 'Strax' }],
      },
    },
    kristinToken,
  );

  // Jón: unread applications are bold; opening one marks it read.
  const jon = await newSignedInPage(browser, DEMO.landlord);
  const address = `${listing.street} ${listing.houseNumber}`;
  await jon.goto(`/landlords/rental-applications?address=${encodeURIComponent(address)}`);
  const rows = jon.getByTestId('application-row').filter({ hasText: listing.title });
  const annaRow = rows.filter({ hasText: 'Anna Sigurðardóttir' }).first();
  const kristinRow = rows.filter({ hasText: 'Kristín Þórsdóttir' }).first();
  await expect(annaRow).toHaveAttribute('data-unread', 'true');
  await expect(kristinRow).toHaveAttribute('data-unread', 'true');
  await captureScreens(jon, 'landlord-list', async () => {
    await expect(annaRow).toBeVisible();
  });

  await annaRow.getByRole('button', { name: 'Anna Sigurðardóttir' }).click();
  const drawer = jon.getByRole('dialog', { name: 'Umsókn' });
  await expect(drawer.getByTestId('applicant-profile')).toBeVisible();
  await expect(drawer.getByText('Fyrsta desember')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Merkja ólesna' })).toBeVisible();
  await expect(annaRow).not.toHaveAttribute('data-unread', 'true');
  await captureScreens(jon, 'landlord-detail', async () => {
    await expect(
      jon.getByRole('dialog', { name: 'Umsókn' }).getByTestId('applicant-profile'),
    ).toBeVisible();
  });

  // Consider, then accept (the other applicant stays pending).
  await drawer.getByRole('button', { name: 'Setja á stuttlista' }).click();
  await expect(drawer.getByRole('button', { name: 'Taka af stuttlista' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Samþykkja', exact: true }).click();
  const acceptDialog = jon.getByRole('alertdialog');
  await expect(acceptDialog).toBeVisible();
  await expectNoAxeViolations(jon);
  await acceptDialog.getByRole('button', { name: 'Samþykkja', exact: true }).click();
  await expect(acceptDialog).toBeHidden();
  await expect(drawer.getByText('Samþykkt').first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Loka' }).click();
  await expect(drawer).toBeHidden();
  await expect(annaRow.getByText('Samþykkt')).toBeVisible();
  await expect(kristinRow.getByText('Í vinnslu')).toBeVisible();

  // Kristín's: deny with a message, undo the denial.
  await kristinRow.getByRole('button', { name: 'Kristín Þórsdóttir' }).click();
  await expect(drawer.getByText('Strax')).toBeVisible();
  await drawer.getByRole('button', { name: 'Hafna', exact: true }).click();
  const denyDialog = jon.getByRole('alertdialog');
  await denyDialog.getByLabel('Skilaboð til umsækjanda (valfrjálst)').fill(DENY_MESSAGE);
  await denyDialog.getByRole('button', { name: 'Hafna', exact: true }).click();
  await expect(denyDialog).toBeHidden();
  await expect(drawer.getByText(DENY_MESSAGE)).toBeVisible();
  await drawer.getByRole('button', { name: 'Afturkalla höfnun' }).click();
  await expect(drawer.getByRole('button', { name: 'Samþykkja', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Loka' }).click();
  await expect(drawer).toBeHidden();

  // Then reject it in a bulk action, with a message.
  await kristinRow
    .getByRole('checkbox', { name: 'Velja umsókn: Kristín Þórsdóttir' })
    .check({ force: true });
  // react-aria announces each dialog by its title; announcements of the closed dialogs point at
  // headings that are gone until they expire (7 s). Let them expire, so axe sees this dialog's.
  await expect(jon.locator('[data-live-announcer] [role=img]')).toHaveCount(0, { timeout: 15_000 });
  await jon.getByRole('button', { name: 'Hafna völdum (1)' }).click();
  const bulkDialog = jon.getByRole('alertdialog');
  await bulkDialog.getByLabel('Skilaboð til umsækjanda (valfrjálst)').fill('Íbúðin er farin.');
  await expectNoAxeViolations(jon);
  await bulkDialog.getByRole('button', { name: 'Hafna', exact: true }).click();
  await expect(bulkDialog).toBeHidden();
  await expect(kristinRow.getByText('Hafnað')).toBeVisible();

  await jon.goto('/landlords/home');
  await captureScreens(jon, 'landlord-home', async () => {
    await expect(jon.getByRole('heading', { name: 'Umsóknir í hnotskurn' })).toBeVisible();
  });

  // Kristín sees the denial with its message.
  const kristin = await newSignedInPage(browser, KRISTIN);
  await kristin.goto('/tenants/rental-applications?type=DENIED');
  await kristin.getByTestId('application-row').first().getByRole('link').click();
  await expect(kristin.getByTestId('deny-message')).toHaveText('Íbúðin er farin.');

  // Anna sees the acceptance, then withdraws (with confirmation), which frees the listing again.
  await page.goto('/tenants/rental-applications?type=ACCEPTED');
  const accepted = page.getByTestId('application-row').filter({ hasText: listing.street }).first();
  await expect(accepted.getByText('Samþykkt')).toBeVisible();
  await accepted.getByRole('link').click();
  await page.getByRole('button', { name: 'Draga umsókn til baka' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Draga til baka', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Dregin til baka').first()).toBeVisible();
});
