import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  DEMO,
  dismissCookieBanner,
  expectAxeCleanInEveryLook,
  expectNoAxeViolations,
  graphql,
  LOOK_VIEWPORTS,
  signIn,
} from './helpers';

/** The Icelandic catalogue (the default locale), so the test reads what a user reads. */
const IS = JSON.parse(
  readFileSync(new URL('../../domain/src/locales/is/profiles.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, unknown>>;
const msg = (path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], IS) as string;

/** Kristín has a kennitala (for the credit lookup) and a half-filled profile in the demo seed. */
const TENANT = 'kristin@leiga.is';
const CORENTER = 'olena@leiga.is';

async function usernameOf(page: Page, token: string): Promise<string> {
  const data = await graphql<{ me: { rentalProfile: { profileUsername: string } } }>(
    page.context().request,
    'query { me { rentalProfile { profileUsername } } }',
    {},
    token,
  );
  return data.me.rentalProfile.profileUsername;
}

async function completion(page: Page): Promise<number> {
  const text = (await page.getByTestId('completion-percentage').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Waits until the completion meter shows more than before. */
async function expectRise(page: Page, before: number): Promise<number> {
  await expect.poll(() => completion(page)).toBeGreaterThan(before);
  return completion(page);
}

async function openProfile(page: Page, username: string): Promise<void> {
  await page.goto(`/tenants/rental-profiles/${username}`);
  await expect(page.locator('h1').first()).toBeVisible();
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'is-IS' });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  const token = await signIn(page, email);
  return { context, page, token };
}

test('a tenant fills the profile to 100 %, gets a co-renter, sets visibility and commits a pre-approval', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const token = await signIn(page, TENANT);
  const username = await usernameOf(page, token);

  // The header menu links to the profile.
  await page.goto('/tenants/home');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: msg('nav.my_profile') }).click();
  await expect(page).toHaveURL(new RegExp(`/tenants/rental-profiles/${username}$`));
  let percent = await completion(page);
  expect(percent).toBeLessThan(100);

  // Profile image, straight to REST with progress.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 200 } });
  await page
    .getByTestId('profile-image-input')
    .setInputFiles({ name: 'mynd.png', mimeType: 'image/png', buffer: png });
  percent = await expectRise(page, percent);

  // Work.
  const employers = page.locator('#employers');
  await employers.getByLabel(msg('employers.name')).fill('Arkís arkitektar');
  await employers.getByLabel(msg('employers.position')).fill('Nemi í starfsnámi');
  await employers.getByRole('button', { name: msg('employers.add') }).click();
  await expect(employers.getByText('Arkís arkitektar')).toBeVisible();
  percent = await expectRise(page, percent);

  // Education, with a suggestion from the list of schools.
  const educations = page.locator('#educations');
  await educations.getByTestId('education-school').fill('Listahásk');
  await educations.getByRole('button', { name: /Listaháskóli Íslands/ }).click();
  await educations.getByLabel(msg('educations.program')).fill('BA í arkitektúr');
  await educations.getByRole('button', { name: msg('educations.add') }).click();
  await expect(educations.getByText('BA í arkitektúr')).toBeVisible();
  percent = await expectRise(page, percent);

  // Currently based, from the place suggestions.
  const based = page.locator('#currently-based');
  await based.getByTestId('currently-based-search').fill('Hlíðar');
  await based
    .getByRole('button', { name: /Hlíðar/ })
    .first()
    .click();
  percent = await expectRise(page, percent);

  // Pre-approval: explicit consent, then commit.
  const preApproval = page.locator('#pre-approval');
  const start = preApproval.getByRole('button', { name: msg('pre_approval.start') });
  await expect(start).toBeDisabled();
  await preApproval.getByLabel(msg('pre_approval.consent')).check();
  await start.click();
  await expect(preApproval.getByRole('table')).toBeVisible();
  await preApproval.getByRole('button', { name: msg('pre_approval.commit') }).click();
  await expect(preApproval.getByText(msg('pre_approval.statuses.committed'))).toBeVisible();
  await expect.poll(() => completion(page)).toBe(100);
  await expect(page.getByText(msg('completion.done'))).toBeVisible();

  // Net income visible to landlords the tenant has applied to only.
  const income = page.locator('fieldset', { hasText: msg('visibility.resources.NET_INCOME') });
  await income.getByLabel(msg('visibility.options.APPLIED_LANDLORDS')).check();
  await expect(page.getByText(msg('visibility.saved')).first()).toBeVisible();
  await page.reload();
  await expect(
    page
      .locator('fieldset', { hasText: msg('visibility.resources.NET_INCOME') })
      .getByLabel(msg('visibility.options.APPLIED_LANDLORDS')),
  ).toBeChecked();

  // Invite a co-renter by e-mail; she accepts in her own browser.
  const corenters = page.locator('#corenters');
  await corenters.getByLabel(msg('corenters.invite_email')).fill(CORENTER);
  await corenters.getByRole('button', { name: msg('corenters.invite') }).click();
  await expect(corenters.getByTestId('sent-requests').getByText('Olena Kovalenko')).toBeVisible();

  const other = await signedInPage(browser, CORENTER);
  await openProfile(other.page, await usernameOf(other.page, other.token));
  const incoming = other.page.locator('#corenters').getByTestId('incoming-requests');
  await expect(incoming.getByText(/Kristín Þórsdóttir/)).toBeVisible();
  await incoming.getByRole('button', { name: msg('corenters.accept') }).click();
  await expect(incoming.getByText(/Kristín Þórsdóttir/)).toHaveCount(0);
  await expect(
    other.page.locator('#corenters').getByRole('link', { name: 'Kristín Þórsdóttir' }),
  ).toBeVisible();
  await other.context.close();

  await page.reload();
  await expect(
    page.locator('#corenters').getByRole('link', { name: 'Olena Kovalenko' }),
  ).toBeVisible();
  await expect(
    page.locator('#corenters').getByTestId('sent-requests').getByText('Olena Kovalenko'),
  ).toHaveCount(0);
});

/** A catalogue message with its {{variables}} filled in. */
const fill = (path: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((text, [k, v]) => text.replaceAll(`{{${k}}}`, String(v)), msg(path));

test('a landlord writes a review on a tenant’s profile, sees it listed, and changes it', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const username = await usernameOf(page, await signIn(page, DEMO.tenant));
  await page.context().clearCookies();
  await signIn(page, DEMO.landlord);
  await openProfile(page, username);
  const reviews = page.locator('#reviews');
  const list = reviews.getByTestId('reviews-list');
  const writeTitle = reviews.getByRole('heading', { name: msg('reviews.write_title') });
  const deleteOwn = reviews.getByRole('button', { name: msg('reviews.delete') });

  // The demo seed holds a review by Jón already: one each, so he deletes it first.
  await expect(writeTitle.or(deleteOwn)).toBeVisible();
  if (await deleteOwn.isVisible()) {
    await deleteOwn.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(msg('reviews.delete_title'))).toBeVisible();
    await dialog.getByRole('button', { name: msg('actions.delete') }).click();
    await expect(page.getByText(msg('reviews.deleted')).first()).toBeVisible();
    // Without the toast, so that axe looks at the form alone.
    await page.reload();
  }
  await expect(writeTitle).toBeVisible();
  await expect(list.getByText('Jón Guðmundsson')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The domain schema's messages, before anything is sent.
  const publish = reviews.getByRole('button', { name: msg('reviews.publish') });
  await publish.click();
  await expect(reviews.getByText(msg('validation.review_text'))).toBeVisible();
  await reviews.screenshot({ path: 'test-results/screens/review-form-errors.png' });
  await expect(
    reviews.getByRole('radiogroup', { name: msg('reviews.rating_label') }),
  ).toHaveAttribute('aria-invalid', 'true');

  const text = `Anna leigði hjá mér á Hofsvallagötu í þrjú ár og gekk afar vel um (${Date.now()}).`;
  await reviews.getByRole('radio', { name: fill('reviews.rating', { rating: 4 }) }).check();
  await reviews.getByLabel(msg('reviews.text')).fill(text);
  await reviews.getByLabel(msg('reviews.address')).fill('Hofsvallagata 21, 107 Reykjavík');
  await reviews.getByLabel(msg('reviews.rental_start')).fill('2021-09-01');
  await reviews.getByLabel(msg('reviews.rental_end')).fill('2024-08-31');
  await publish.click();
  await expect(page.getByText(msg('reviews.published')).first()).toBeVisible();

  const mine = list.locator('li', { hasText: 'Jón Guðmundsson' });
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByText(msg('reviews.yours'))).toBeVisible();
  await expect(mine.getByText(fill('reviews.rating', { rating: 4 }))).toBeAttached();
  await expect(writeTitle).toHaveCount(0);

  // Edit in place: five stars now, by keyboard from the checked one.
  await mine.getByRole('button', { name: msg('reviews.edit') }).click();
  const form = reviews.getByRole('form', { name: msg('reviews.edit') });
  await expect(form.getByLabel(msg('reviews.text'))).toHaveValue(text);
  await expect(
    form.getByRole('radio', { name: fill('reviews.rating', { rating: 4 }) }),
  ).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(
    form.getByRole('radio', { name: fill('reviews.rating', { rating: 5 }) }),
  ).toBeChecked();
  await form.getByRole('button', { name: msg('actions.save_changes') }).click();
  await expect(page.getByText(msg('reviews.updated')).first()).toBeVisible();
  await expect(mine.getByText(fill('reviews.rating', { rating: 5 }))).toBeAttached();

  // After a reload it is still there, and Anna sees it on her profile with its PDF.
  await page.reload();
  await expect(list.locator('li', { hasText: 'Jón Guðmundsson' }).getByText(text)).toBeVisible();
  await page.context().clearCookies();
  await signIn(page, DEMO.tenant);
  await openProfile(page, username);
  const annas = page
    .locator('#reviews')
    .getByTestId('reviews-list')
    .locator('li', { hasText: text });
  await expect(annas).toBeVisible();
  await expect(annas.getByRole('button', { name: msg('reviews.pdf') })).toBeVisible();
  await expect(
    page.locator('#reviews').getByRole('heading', { name: msg('reviews.write_title') }),
  ).toHaveCount(0);
});

test('a tenant edits her employer inline; Escape leaves it unchanged', async ({ page }) => {
  await dismissCookieBanner(page);
  const username = await usernameOf(page, await signIn(page, DEMO.tenant));
  await openProfile(page, username);
  const employers = page.locator('#employers');
  const edit = employers.getByRole('button', {
    name: fill('employers.edit', { name: 'Landspítali' }),
  });
  const form = employers.getByRole('form', {
    name: fill('employers.edit', { name: 'Landspítali' }),
  });

  await edit.click();
  await expect(form.getByLabel(msg('employers.name'))).toHaveValue('Landspítali');
  await expect(form.getByLabel(msg('employers.name'))).toBeFocused();
  await expectNoAxeViolations(page);
  await employers.screenshot({ path: 'test-results/screens/employer-edit.png' });
  await form.getByLabel(msg('employers.position')).fill('Eitthvað allt annað');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(employers.getByText('Eitthvað allt annað')).toHaveCount(0);

  const position = `Deildarstjóri ${Date.now() % 100_000}`;
  await page.keyboard.press('Enter');
  await expect(form.getByLabel(msg('employers.name'))).toBeFocused();
  await form.getByLabel(msg('employers.position')).fill(position);
  await form.getByLabel(msg('employers.start_date')).fill('2019-09-01');
  await form.getByRole('button', { name: msg('actions.save_changes') }).click();
  await expect(form).toHaveCount(0);
  await expect(employers.getByText('Landspítali', { exact: true })).toBeVisible();
  await expect(employers.getByText(new RegExp(position))).toBeVisible();
  await page.reload();
  await expect(page.locator('#employers').getByText('Landspítali', { exact: true })).toBeVisible();
  await expect(page.locator('#employers').getByText(new RegExp(position))).toBeVisible();
});

type Screen = { name: string; path: (username: string) => string; as?: string };
const SCREENS: Screen[] = [
  { name: 'rental-profile-owner', path: (u) => `/tenants/rental-profiles/${u}`, as: DEMO.tenant },
  {
    name: 'rental-profile-landlord',
    path: (u) => `/tenants/rental-profiles/${u}`,
    as: DEMO.landlord,
  },
  { name: 'pre-approval', path: () => '/pre-approval' },
  { name: 'admin-pre-approvals', path: () => '/admin/users/pre-approvals', as: DEMO.staff },
  {
    name: 'admin-credit-score-update-requests',
    path: () => '/admin/users/credit-score-update-requests',
    as: DEMO.staff,
  },
];

for (const screen of SCREENS) {
  test(`${screen.name}: axe-clean in light and dark on a phone and a desktop`, async ({ page }) => {
    await dismissCookieBanner(page);
    // Anna's profile is the complete one of the demo seed.
    const annaToken = await signIn(page, DEMO.tenant);
    const username = await usernameOf(page, annaToken);
    await page.context().clearCookies();
    if (screen.as) await signIn(page, screen.as);
    await page.setViewportSize(LOOK_VIEWPORTS[0]);
    await page.goto(screen.path(username));
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAxeCleanInEveryLook(page, screen.name);
  });
}
