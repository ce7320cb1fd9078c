import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn, tokenOf } from './helpers';

/** A fresh empty draft of Jón's with a tenant who has two phones, made through the graph. */
async function freshDraft(page: Page): Promise<string> {
  const request = page.context().request;
  const token = await tokenOf(page, DEMO.landlord);
  const created = await graphql<{ createContract: { id: string } }>(
    request,
    'mutation { createContract(input: {}) { id } }',
    {},
    token,
  );
  const id = created.createContract.id;
  await graphql(
    request,
    'mutation P($input: AddContractPartyInput!) { addContractParty(input: $input) { id } }',
    {
      input: {
        id,
        role: 'TENANT',
        name: 'Guðrún Einarsdóttir',
        identifier: '3001853719',
        isIndividual: true,
        phones: [
          { countryCode: '354', number: '6612345' },
          { countryCode: '354', number: '7712345' },
        ],
        emails: [{ email: 'gudrun@example.is' }],
      },
    },
    token,
  );
  return id;
}

const stepLink = (page: Page, step: string) =>
  page.getByRole('navigation', { name: 'Skref samningsins' }).locator(`a[data-step="${step}"]`);

test('a landlord fills the amenities and maintenance steps, removes a phone and renames a party', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const id = await freshDraft(page);
  await signIn(page, DEMO.landlord);

  // Amenities: tick two, describe the furnishings, continue to the period.
  await page.goto(`/rental-contracts/${id}/edit/amenities`);
  const amenities = page.getByRole('group', { name: 'Þægindi' });
  await amenities.getByLabel('Svalir').check();
  await amenities.getByLabel('Gufubað').check();
  await page.getByLabel('Húsbúnaður og fylgifé').fill('Sófi, borðstofuborð og ísskápur fylgja.');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).toHaveURL(/\/edit\/period$/);
  await expect(stepLink(page, 'amenities')).toHaveAttribute('data-complete', 'true');

  // Maintenance: the tenant clears snow; an independent inspection, its cost split.
  await stepLink(page, 'maintenance-and-inspection').click();
  await expect(page).toHaveURL(/\/edit\/maintenance-and-inspection$/);
  await page.getByLabel('Snjómokstur').check();
  await page.getByLabel('Óháður úttektaraðili').check();
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page.getByText('Veldu hver greiðir óháðum úttektaraðila.')).toBeVisible();
  await page.getByLabel('Aðilar skipta kostnaði til helminga').check();
  await page.getByLabel('Úttektaraðili (ef vitað er)').fill('Úttektir ehf.');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).toHaveURL(/\/edit\/preview$/);
  await expect(stepLink(page, 'maintenance-and-inspection')).toHaveAttribute(
    'data-complete',
    'true',
  );

  // Both are saved: a fresh load shows them as they were left.
  await page.goto(`/rental-contracts/${id}/edit/amenities`);
  await expect(page.getByLabel('Svalir')).toBeChecked();
  await expect(page.getByLabel('Gufubað')).toBeChecked();
  await expect(page.getByLabel('Húsbúnaður og fylgifé')).toHaveValue(
    'Sófi, borðstofuborð og ísskápur fylgja.',
  );
  await page.goto(`/rental-contracts/${id}/edit/maintenance-and-inspection`);
  await expect(page.getByLabel('Snjómokstur')).toBeChecked();
  await expect(page.getByLabel('Aðilar skipta kostnaði til helminga')).toBeChecked();
  await expect(page.getByLabel('Úttektaraðili (ef vitað er)')).toHaveValue('Úttektir ehf.');

  // Parties: remove one of Guðrún's phones, after the confirmation.
  await page.goto(`/rental-contracts/${id}/edit/parties`);
  const tenants = page.getByTestId('tenants');
  await tenants.getByRole('button', { name: 'Fjarlægja símanúmerið +354 7712345' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Fjarlægja +354 7712345?');
  await dialog.getByRole('button', { name: 'Fjarlægja' }).click();
  await expect(tenants.getByText('+354 7712345')).toHaveCount(0);
  await expect(tenants.getByText('+354 6612345')).toBeVisible();

  // And rename her.
  await tenants.getByRole('button', { name: 'Breyta Guðrún Einarsdóttir' }).click();
  const editor = tenants.getByTestId('party-editor');
  await editor.getByLabel('Nafn').fill('Guðrún E. Einarsdóttir');
  await editor.getByRole('button', { name: 'Vista' }).click();
  await expect(editor).toHaveCount(0);
  await expect(tenants.getByText('Guðrún E. Einarsdóttir')).toBeVisible();
});
