import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  dismissCookieBanner,
  outboxCode,
  outboxEmailToken,
  signIn,
  signUpFresh,
  uniqueMobile,
} from './helpers';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('add a phone and verify it with the SMS code from the sandbox outbox', async ({ page }) => {
  await signIn(page, DEMO.landlord);
  await page.goto('/account/settings');
  const number = `7${String(Date.now()).slice(-6)}`;
  await page.getByRole('textbox', { name: 'Símanúmer', exact: true }).fill(number);
  await page.getByRole('button', { name: 'Bæta við símanúmeri' }).click();
  const row = page
    .getByTestId('phone-row')
    .filter({ hasText: `${number.slice(0, 3)} ${number.slice(3)}` });
  await expect(row).toContainText('Óstaðfest');
  await row.getByRole('button', { name: 'Staðfesta' }).click();
  await expect(row.getByLabel('Staðfestingarkóði')).toBeVisible();
  const code = await outboxCode(page.request, `354${number}`);
  await row.getByLabel('Staðfestingarkóði').fill(code);
  await row.getByRole('button', { name: 'Staðfesta kóða' }).click();
  await expect(page.getByText('Símanúmerið er staðfest.')).toBeVisible();
});

test('change the name; the header follows', async ({ page }) => {
  await signIn(page, DEMO.landlord);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/account/settings');
  await page.getByLabel('Fullt nafn').fill('Jón Guðmundsson');
  await page.getByRole('button', { name: 'Vista' }).click();
  await expect(page.getByText('Upplýsingarnar þínar hafa verið vistaðar.')).toBeVisible();
});

test('delete the account after confirming, then /account-deleted', async ({ page, request }) => {
  const email = `delete-${Date.now()}@leiga.is`;
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation R($input: RegisterInput!) { register(input: $input) { accessToken } }',
      variables: {
        input: { email, password: 'eyda-adgangi-2026', fullName: 'Eyða Mér', userType: 'TENANT' },
      },
    },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Netfang').fill(email);
  await page.getByLabel('Lykilorð', { exact: true }).fill('eyda-adgangi-2026');
  await page.getByRole('button', { name: 'Skrá inn' }).click();
  await expect(page).toHaveURL(/\/tenants\/home$/);
  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Eyða aðgangi' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Eyða varanlega' })).toBeDisabled();
  await dialog.getByText('Ég skil að aðganginum mínum verður eytt varanlega.').click();
  await dialog.getByRole('button', { name: 'Eyða varanlega' }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await page.goto('/tenants/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

/** Adds a phone on /account/settings and verifies it with the code from the sandbox outbox. */
async function addAndVerifyPhone(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Símanúmer', exact: true }).fill(number);
  await page.getByRole('button', { name: 'Bæta við símanúmeri' }).click();
  const row = phoneRow(page, number);
  await expect(row).toContainText('Óstaðfest');
  await row.getByRole('button', { name: 'Staðfesta' }).click();
  await expect(row.getByLabel('Staðfestingarkóði')).toBeVisible();
  const code = await outboxCode(page.request, `354${number}`);
  await row.getByLabel('Staðfestingarkóði').fill(code);
  await row.getByRole('button', { name: 'Staðfesta kóða' }).click();
  await expect(row).toContainText('Staðfest');
  await expect(row).not.toContainText('Óstaðfest');
  return row;
}

function phoneRow(page: Page, number: string) {
  return page
    .getByTestId('phone-row')
    .filter({ hasText: `${number.slice(0, 3)} ${number.slice(3)}` });
}

test('add a second phone, verify it and make it the primary phone', async ({ page }) => {
  await signUpFresh(page);
  await page.goto('/account/settings');
  const first = uniqueMobile('6');
  const second = uniqueMobile('7');
  const firstRow = await addAndVerifyPhone(page, first);
  const secondRow = await addAndVerifyPhone(page, second);

  await secondRow.getByRole('button', { name: 'Gera að aðalnúmeri' }).click();
  await expect(page.getByText('Aðalnúmeri breytt.')).toBeVisible();
  await expect(secondRow.getByText('Aðalnúmer', { exact: true })).toBeVisible();
  await expect(secondRow.getByRole('button', { name: 'Gera að aðalnúmeri' })).toHaveCount(0);
  await expect(firstRow.getByText('Aðalnúmer', { exact: true })).toHaveCount(0);
  await expect(firstRow.getByRole('button', { name: 'Gera að aðalnúmeri' })).toBeVisible();

  // It sticks, and the dashboard no longer asks for a phone.
  await page.reload();
  await expect(phoneRow(page, second).getByText('Aðalnúmer', { exact: true })).toBeVisible();
  await page.goto('/tenants/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sigríður');
  await expect(page.getByText('Kláraðu aðganginn')).toHaveCount(0);
});

test('add an e-mail address and confirm it with the link from the outbox', async ({ page }) => {
  await signUpFresh(page);
  await page.goto('/account/settings');
  const email = `stadfesta-${Date.now()}@leiga.is`;
  await page.getByRole('textbox', { name: 'Nýtt netfang' }).fill(email);
  await page.getByRole('button', { name: 'Bæta við netfangi' }).click();
  await expect(
    page.getByText('Netfangi bætt við. Opnaðu póstinn til að staðfesta það.'),
  ).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Óstaðfest');

  const token = await outboxEmailToken(page.request, email);
  await page.goto(`/email-confirmation/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Netfang staðfest');
  await expect(page).toHaveTitle(/Staðfesting netfangs · Leiga/);

  await page.goto('/account/settings');
  const confirmed = page.getByRole('listitem').filter({ hasText: email });
  await expect(confirmed).toContainText('Staðfest');
  await expect(confirmed).not.toContainText('Óstaðfest');

  // A link is used once.
  await page.goto(`/email-confirmation/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ekki tókst að staðfesta netfangið',
  );
});

test.describe('birth date picker', () => {
  test('type the date, then change it with the keyboard in the calendar', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/account/settings');
    const field = page.getByRole('group', { name: 'Fæðingardagur' });
    const [day, month, year] = [0, 1, 2].map((i) => field.getByRole('spinbutton').nth(i));
    await day!.click();
    await page.keyboard.type('15061990');
    await expect(field).toContainText('15.06.1990');
    await expect(year!).toHaveText('1990');
    await expect(month!).toHaveText('06');
    // React Aria's screen-reader names are Icelandic too, though Chromium has no Icelandic data.
    await expect(day!).toHaveAccessibleName(/^dagur, /);
    await expect(year!).toHaveAccessibleName(/^ár, /);

    // Keyboard only: Tab to the calendar button, Enter opens, arrows move, Enter picks.
    await page.keyboard.press('Tab');
    await expect(field.getByRole('button', { name: /Opna dagatal/ })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fæðingardagur' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('calendar-month')).toHaveText(/júní 1990/i);
    // Focus starts on the chosen day.
    await expect(page.locator(':focus')).toHaveText('15');
    await expect(page.locator(':focus')).toHaveAccessibleName('föstudagur 15.06.1990, valinn');
    // The calendar's own name for screen readers: the month in Icelandic too.
    await expect(dialog.getByRole('application')).toHaveAccessibleName(/júní 1990/);
    // The pop-over's hidden close button for screen readers: "Loka", not React Aria's "Dismiss".
    await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Loka', exact: true }).first()).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(field).toContainText('23.06.1990');

    await page.getByRole('button', { name: 'Vista' }).first().click();
    await expect(page.getByText('Upplýsingarnar þínar hafa verið vistaðar.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Fæðingardagur' })).toContainText('23.06.1990');
  });

  test('an age under 18 is refused with the domain rule', async ({ page }) => {
    await signUpFresh(page);
    await page.goto('/account/settings');
    const field = page.getByRole('group', { name: 'Fæðingardagur' });
    await field.getByRole('spinbutton').first().click();
    await page.keyboard.type(`0101${new Date().getFullYear() - 10}`);
    await page.getByRole('button', { name: 'Vista' }).first().click();
    await expect(page.getByText('Þú þarft að vera á aldrinum 18 til 120 ára.')).toBeVisible();
  });

  for (const [prefix, label, first, second] of [
    ['', 'Fæðingardagur', 'mán.', 'þri.'],
    ['/en', 'Date of birth', 'Mon', 'Tue'],
    ['/uk', 'Дата народження', 'пн', 'вт'],
    ['/pl', 'Data urodzenia', 'pon.', 'wt.'],
    ['/da', 'Fødselsdato', 'søn.', 'man.'],
  ] as const) {
    test(`${prefix || '/is'}: the calendar week starts with ${first}`, async ({ page }) => {
      await signUpFresh(page);
      await page.goto(`${prefix}/account/settings`);
      await page.getByRole('group', { name: label }).getByRole('button').click();
      const headers = page.getByRole('dialog').locator('thead th');
      await expect(headers).toHaveCount(7);
      await expect(headers.nth(0)).toHaveText(first);
      await expect(headers.nth(1)).toHaveText(second);
    });
  }
});
