import { expect, test, type Locator } from '@playwright/test';
import { DEMO, dismissCookieBanner, signIn } from './helpers';

/** What a user sees of a choice: its colours, border and weight as the browser draws them. */
const look = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.backgroundColor, style.borderColor, style.color, style.fontWeight].join(' ');
  });

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('the chosen login tab and user type look chosen', async ({ page }) => {
  await page.goto('/login?tab=sign-up');
  const chosenTab = page.getByRole('tab', { name: 'Nýskráning' });
  await expect(chosenTab).toHaveAttribute('aria-selected', 'true');
  expect(await look(chosenTab)).not.toBe(
    await look(page.getByRole('tab', { name: 'Innskráning' })),
  );

  // The label around the radio carries React Aria's data-selected.
  const landlord = page.locator('label', { has: page.getByRole('radio', { name: /Leigusali/ }) });
  const tenant = page.locator('label', { has: page.getByRole('radio', { name: /Leigjandi/ }) });
  const before = await look(landlord);
  expect(before).toBe(await look(tenant));
  await landlord.click();
  await expect(landlord).toHaveAttribute('data-selected', 'true');
  expect(await look(landlord)).not.toBe(before);
  expect(await look(tenant)).toBe(before);
});

test('the chosen language and theme look chosen in the account settings', async ({ page }) => {
  await signIn(page, DEMO.tenant);
  await page.goto('/account/settings');
  const option = (name: string) =>
    page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });
  await expect(page.getByRole('radio', { name: 'Íslenska', exact: true })).toBeChecked();
  expect(await look(option('Íslenska'))).not.toBe(await look(option('English')));
  await expect(page.getByRole('radio', { name: 'Ljóst', exact: true })).toBeChecked();
  expect(await look(option('Ljóst'))).not.toBe(await look(option('Dökkt')));
});

test('a saved search’s alert switch is drawn on while it is on', async ({ page }) => {
  await signIn(page, DEMO.tenant);
  await page.goto('/tenants/saved-searches');
  const card = page.getByTestId('saved-search').first();
  const toggle = card.getByRole('switch');
  await expect(toggle).toBeChecked();
  const knob = card.locator('label span span').first();
  const translate = () => knob.evaluate((el) => getComputedStyle(el).translate);
  expect(await translate()).not.toBe('none');

  const label = card.getByText('Tilkynningar í tölvupósti');
  await label.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(translate).toMatch(/^(none|0px)/);
  // Put it back as the seed had it.
  await label.click();
  await expect(toggle).toBeChecked();
});
