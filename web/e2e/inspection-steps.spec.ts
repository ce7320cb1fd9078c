import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

async function newReport(page: Page, token: string): Promise<string> {
  const request = page.context().request;
  const data = await graphql<{ contracts: { items: { id: string; status: string }[] } }>(
    request,
    'query { contracts(page: 1, pageSize: 100) { items { id status } } }',
    {},
    token,
  );
  const contract = data.contracts.items.find((c) => c.status === 'COMMITTED');
  if (!contract) throw new Error('Jón has no committed contract');
  const created = await graphql<{ createInspectionReport: { id: string } }>(
    request,
    'mutation ($input: CreateInspectionReportInput!) { createInspectionReport(input: $input) { id } }',
    { input: { contractId: contract.id, kind: 'MOVE_IN' } },
    token,
  );
  return created.createInspectionReport.id;
}

test('on a phone, a landlord records keys, reads a meter and comments, step by step', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const reportId = await newReport(page, token);

  await page.goto(`/inspection-reports/${reportId}/edit/keys`);
  await expect(page.getByRole('heading', { name: 'Afhentir lyklar' })).toBeVisible();
  await expect(page.getByTestId('keys-empty')).toBeVisible();
  await page.getByLabel('Fjöldi').fill('0');
  await page.getByRole('button', { name: 'Bæta við lyklum' }).click();
  await expect(page.getByText('Sláðu inn heila tölu lykla frá 1 til 50.')).toBeVisible();
  await expect(page.getByText('Þennan reit þarf að fylla út.')).toBeVisible();
  await page.getByLabel('Fjöldi').fill('2');
  await page.getByLabel('Lykill', { exact: true }).selectOption({ label: 'Póstkassi' });
  await page.getByLabel('Nafn viðtakanda').fill('Anna Jónsdóttir');
  await page.getByRole('button', { name: 'Bæta við lyklum' }).click();
  await expect(page.getByTestId('key-list')).toContainText('2 × Póstkassi til Anna Jónsdóttir');

  await page.getByRole('link', { name: /^Mælaálestur/ }).click();
  await expect(page).toHaveURL(/\/edit\/meter-readings$/);
  await page.getByLabel('Veita').selectOption({ label: 'Rafmagn' });
  await page.getByLabel('Mælisnúmer').fill('55a');
  await page.getByRole('button', { name: 'Bæta við mæli' }).click();
  await expect(page.getByText('Mælisnúmer er 1 til 20 tölustafir.')).toBeVisible();
  await page.getByLabel('Mælisnúmer').fill('5512300');
  await page.getByRole('button', { name: 'Bæta við mæli' }).click();
  const meter = page.getByTestId('meter').filter({ hasText: 'Mælir 5512300' });
  await meter.getByLabel('Álestur').fill('12,34');
  await meter.getByRole('button', { name: 'Vista álestur' }).click();
  await expect(
    meter.getByText('Álestur er núll eða meira, með mest einum aukastaf.'),
  ).toBeVisible();
  await meter.getByLabel('Álestur').fill('4521,7');
  await meter.getByRole('button', { name: 'Vista álestur' }).click();
  await expect(page.getByText('Álestur vistaður')).toBeVisible();

  await page.getByRole('link', { name: /^Samantekt/ }).click();
  await expect(page).toHaveURL(/\/edit\/summary$/);
  await expect(page.getByTestId('summary-problems')).toBeVisible();
  await page.getByLabel('Athugasemd').fill('Lyklar afhentir við útidyr.');
  await page.getByRole('button', { name: 'Bæta við athugasemd' }).click();
  await expect(page.getByTestId('comment-list')).toContainText('Lyklar afhentir við útidyr.');

  // The people on the report: an inspector joins with a phone and an e-mail, is changed, then
  // leaves again.
  const people = page.getByTestId('people-list');
  await expect(people).toContainText('Leigusali');
  await page.getByLabel('Hlutverk í úttektinni').selectOption({ label: 'Úttektaraðili' });
  await page.getByLabel('Nafn', { exact: true }).fill('Sigrún Úttektardóttir');
  await page.getByLabel('Símanúmer', { exact: true }).fill('7771234');
  await page.getByLabel('Netfang', { exact: true }).fill('sigrun@uttekt.is');
  await page.getByRole('button', { name: 'Bæta við úttektina' }).click();
  await expect(people).toContainText('Sigrún Úttektardóttir · Úttektaraðili');
  await expect(people).toContainText('+354 7771234');

  // She is changed in place (issue #17): another name and a second phone number, checked first.
  await page.getByRole('button', { name: 'Breyta: Sigrún Úttektardóttir' }).click();
  const edit = page.getByRole('dialog', { name: 'Breyta aðila úttektar' });
  await expect(edit.getByLabel('Nafn', { exact: true })).toHaveValue('Sigrún Úttektardóttir');
  await expect(edit.getByLabel('Símanúmer 1', { exact: true })).toHaveValue('7771234');
  await expect(edit.getByLabel('Netfang 1', { exact: true })).toHaveValue('sigrun@uttekt.is');
  await edit.getByLabel('Nafn', { exact: true }).fill('Sigrún Helga Úttektardóttir');
  await edit.getByRole('button', { name: 'Bæta við símanúmeri' }).click();
  await edit.getByLabel('Símanúmer 2', { exact: true }).fill('12');
  await edit.getByRole('button', { name: 'Vista breytingar' }).click();
  await expect(edit.getByText('Sláðu inn gilt símanúmer.')).toBeVisible();
  await edit.getByLabel('Símanúmer 2', { exact: true }).fill('8201234');
  await edit.getByRole('button', { name: 'Vista breytingar' }).click();
  await expect(edit).toBeHidden();
  await expect(people).toContainText('Sigrún Helga Úttektardóttir · Úttektaraðili');
  await expect(people).toContainText('+354 7771234, +354 8201234');

  await page.getByRole('button', { name: 'Fjarlægja: Sigrún Helga Úttektardóttir' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sigrún Helga Úttektardóttir verður ekki lengur aðili');
  await dialog.getByRole('button', { name: 'Fjarlægja' }).click();
  await expect(people).not.toContainText('Sigrún');

  // Nothing was lost: the keys are there after a reload.
  await page.goto(`/inspection-reports/${reportId}/edit/keys`);
  await expect(page.getByTestId('key-list')).toContainText('Póstkassi');
});
