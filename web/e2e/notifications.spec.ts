import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  dismissCookieBanner,
  expectNoAxeViolations,
  graphql,
  signIn,
  tokenOf,
} from './helpers';
import { freeListingOfJon, openRequirements } from './free-listing';

const KRISTIN = 'kristin@leiga.is';

/** One of Jón's published listings Kristín has not applied for, open to her without questions. */
async function listingForKristin(page: Page): Promise<{ id: string; title: string }> {
  const request = page.context().request;
  const jon = await tokenOf(page, DEMO.landlord);
  const listing = await freeListingOfJon(request, jon, [await tokenOf(page, KRISTIN)]);
  await openRequirements(request, jon, listing.id);
  return listing;
}

/** The unread count the bell names (0 when it names none). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

test("a landlord's bell counts a new application, opens it, and a setting stays off after reload", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const listing = await listingForKristin(page);
  const jonToken = await tokenOf(page, DEMO.landlord);
  const unreadNow = async () =>
    (
      await graphql<{ myNotifications: { unreadCount: number } }>(
        page.context().request,
        'query { myNotifications(pageSize: 1) { unreadCount } }',
        {},
        jonToken,
      )
    ).myNotifications.unreadCount;
  await signIn(page, DEMO.landlord);
  await page.goto('/landlords/home');
  // Read from the graph: the bell names no count until its first answer has come.
  const before = await unreadNow();
  await expect.poll(() => unreadCount(page)).toBe(before);

  // Kristín applies (through the graph: her screens are another test's).
  await graphql(
    page.context().request,
    'mutation A($input: ApplyForListingInput!) { applyForListing(input: $input) { id } }',
    { input: { listingId: listing.id, answers: [] } },
    await tokenOf(page, KRISTIN),
  );

  // The outbox delivers after the commit and the bell hears of it live, without a reload.
  await expect(page.getByTestId('notification-count')).toHaveText(String(before + 1), {
    timeout: 20_000,
  });
  expect(await unreadCount(page)).toBe(before + 1);

  // The popover is a keyboard-reachable dialog; the newest names Kristín and the listing.
  await page.getByTestId('notification-bell').focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Tilkynningar' });
  await expect(popover).toBeVisible();
  await expectNoAxeViolations(page);
  const newest = popover.getByRole('button', {
    name: new RegExp(`Kristín Þórsdóttir sótti um ${listing.title}`),
  });
  await newest.click();
  await expect(page).toHaveURL(/\/landlords\/rental-applications\?application=\d+$/);
  const drawer = page.getByRole('dialog', { name: 'Umsókn' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Kristín Þórsdóttir').first()).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(before);

  // "See all" leads to the full list; the settings tab turns price-drop e-mails off.
  await page.keyboard.press('Escape');
  await page.getByTestId('notification-bell').click();
  await page.getByRole('link', { name: 'Sjá allar tilkynningar' }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('list', { name: 'Tilkynningarnar þínar' })).toBeVisible();
  await page.getByRole('tab', { name: 'Stillingar' }).click();
  await expect(page).toHaveURL(/\?tab=settings$/);
  const priceDropMail = page.getByRole('checkbox', { name: 'Verðlækkanir: Tölvupóstur' });
  await expect(priceDropMail).toBeChecked();
  await expectNoAxeViolations(page);
  // By keyboard: the grid's boxes are reached with Tab and toggled with Space.
  await priceDropMail.focus();
  await page.keyboard.press('Space');
  await expect(priceDropMail).not.toBeChecked();
  await page.getByRole('button', { name: 'Vista stillingar' }).click();
  await expect(page.getByText('Stillingar tilkynninga vistaðar.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Verðlækkanir: Tölvupóstur' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Verðlækkanir: Í appinu' })).toBeChecked();
});

test('account settings give and revoke marketing consent, with a question first', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await signIn(page, KRISTIN);
  await page.goto('/account/settings');
  const section = page.getByRole('region', { name: 'Samþykki' });
  await expect(section).toBeVisible();
  const marketing = section.getByRole('listitem').filter({ hasText: 'Fréttir og tilboð' });
  if (await marketing.getByRole('button', { name: 'Draga til baka' }).isVisible()) {
    await marketing.getByRole('button', { name: 'Draga til baka' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Draga til baka' }).click();
  }
  await marketing.getByRole('button', { name: 'Veita samþykki' }).click();
  await expect(marketing.getByText(/^Veitt /)).toBeVisible();
  await marketing.getByRole('button', { name: 'Draga til baka' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Draga þetta samþykki til baka?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Draga til baka' }).click();
  await expect(marketing.getByText('Ekki veitt')).toBeVisible();
});
