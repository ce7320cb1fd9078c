import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn } from './helpers';

/** Jón's draft lease (the demo seed's, with Jón as payee and his account linked). */
async function jonsDraft(page: Page, token: string): Promise<string> {
  const data = await graphql<{ contracts: { items: { id: string; status: string }[] } }>(
    page.context().request,
    'query { contracts { items { id status } } }',
    {},
    token,
  );
  // The seed's draft is Jón's oldest: other specs on this server add drafts of their own.
  const [draft] = data.contracts.items
    .filter((c) => c.status === 'DRAFT')
    .sort((a, b) => Number(a.id) - Number(b.id));
  if (!draft) throw new Error('Jón has no draft contract');
  return draft.id;
}

test('a landlord adds his account in the payments step; a foreign one is refused', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const id = await jonsDraft(page, token);
  await page.goto(`/rental-contracts/${id}/edit/payments`);

  const accounts = page.getByRole('list', { name: 'Bankareikningarnir þínir' });
  await expect(accounts).toContainText('0133-26-012345');
  await page.getByRole('button', { name: 'Bæta við bankareikningi' }).click();
  const number = page.getByLabel('Reikningsnúmer');
  const holder = page.getByLabel('Kennitala reikningseiganda');
  const add = page.getByRole('button', { name: 'Staðfesta hjá banka og bæta við' });

  // Anna's account: not the payee's, refused before the bank is asked.
  await number.fill('0101-26-071203');
  await holder.fill('120394-2319');
  await add.click();
  await expect(
    page.getByText('Reikningurinn verður að vera á kennitölu viðtakanda greiðslu.'),
  ).toBeVisible();
  // Her account number under Jón's kennitala: the bank knows no such account.
  await holder.fill('040768-2389');
  await add.click();
  await expect(page.getByText(/^Bankinn þekkir ekki þennan reikning/)).toBeVisible();
  await page.getByRole('button', { name: 'Hætta við' }).click();

  // Jón removes his account (asked first) and adds it again: the bank confirms it is his.
  await accounts.getByRole('button', { name: 'Fjarlægja' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('0133-26-012345');
  await dialog.getByRole('button', { name: 'Eyða' }).click();
  await expect(page.getByText('Þú hefur ekki skráð neinn bankareikning.')).toBeVisible();

  await page.getByRole('button', { name: 'Bæta við bankareikningi' }).click();
  await number.fill('0133-26-012345');
  await holder.fill('040768-2389');
  await add.click();
  const own = accounts.getByRole('radio');
  await expect(own).toBeChecked();
  await expect(accounts).toContainText('Jón Guðmundsson');

  // The choice was saved: it is still checked after a reload.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Bankareikningarnir þínir' }).getByRole('radio'),
  ).toBeChecked();
});

test('staff open a contract’s bank information and ask the bank again', async ({ page }) => {
  await dismissCookieBanner(page);
  const jon = await signIn(page, DEMO.landlord);
  const id = await jonsDraft(page, jon);
  await signIn(page, DEMO.staff);
  await page.goto(`/admin/rental-contracts/${id}`);
  await page.getByRole('link', { name: 'Bankaupplýsingar' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/rental-contracts/${id}/bank-information$`));
  await expect(page.getByRole('heading', { name: 'Bankaupplýsingar' })).toBeVisible();
  await expect(page.getByText('Jón Guðmundsson, 040768-2389')).toBeVisible();
  const verdict = page.getByText('Reikningurinn er til og er á nafni Jón Guðmundsson.');
  await expect(verdict).toBeVisible();
  await page.getByRole('button', { name: 'Spyrja bankann aftur' }).click();
  await expect(verdict).toBeVisible();
  await expect(page.getByRole('link', { name: 'Breyta greiðslum' })).toHaveAttribute(
    'href',
    new RegExp(`/rental-contracts/${id}/edit/payments$`),
  );
});

test('staff reach the bank information from the contracts list', async ({ page }) => {
  await dismissCookieBanner(page);
  await signIn(page, DEMO.staff);
  await page.goto('/admin/rental-contracts');
  const row = page.getByTestId('contract-row').first();
  await row.getByRole('link', { name: 'Bankaupplýsingar' }).click();
  await expect(page).toHaveURL(/\/admin\/rental-contracts\/\d+\/bank-information$/);
  await expect(page.getByRole('heading', { name: 'Bankaupplýsingar' })).toBeVisible();
});

test('an editor records a key handover on the contract page and deletes it after confirming', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const id = await jonsDraft(page, token);
  await page.goto(`/landlords/rental-contracts/${id}`);
  const panel = page.getByRole('region', { name: 'Lyklar' });
  await expect(panel).toContainText('Engin lyklaafhending hefur verið skráð.');

  await panel.getByRole('button', { name: 'Skrá lyklaafhendingu' }).click();
  await panel.getByLabel('Dagsetning').fill('2027-01-01');
  await panel.getByLabel('Fjöldi lykla').fill('3');
  await panel.getByLabel('Lýsing').fill('Útidyr, íbúð og póstkassi');
  await panel.getByRole('button', { name: 'Skrá', exact: true }).click();
  const list = panel.getByTestId('key-handovers');
  await expect(list).toContainText('01.01.2027');
  await expect(list).toContainText('Til leigjanda');
  await expect(list).toContainText('3 lyklar');
  await expect(list).toContainText('Útidyr, íbúð og póstkassi');

  await panel.getByRole('button', { name: 'Eyða lyklaafhendingu 01.01.2027' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eyða' }).click();
  await expect(panel).toContainText('Engin lyklaafhending hefur verið skráð.');
});
