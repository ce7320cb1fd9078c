import { expect, test } from '@playwright/test';
import {
  acceptedApplication,
  choosePropertyFromRegister,
  createContractFromApplication,
  stepLink,
  streetOf,
} from './contracts-support';
import { DEMO, dismissCookieBanner, signIn } from './helpers';

const LEIGUUMSJON = '550200-2010';

test('a landlord completes the property from the register, the parties with a company tenant and its agent, and meter readings', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  // The last free listing: contracts.spec.ts takes the first.
  const applicationId = await acceptedApplication(page, 'last');
  await signIn(page, DEMO.landlord);
  const contractId = await createContractFromApplication(page, applicationId);
  await choosePropertyFromRegister(page, await streetOf(page, contractId));
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
});
