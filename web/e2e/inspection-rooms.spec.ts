import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

type Report = { id: string; units: { id: string; type: string }[] };

/** A new move-in report on Jón's committed lease, with the contract's rooms. */
async function newReport(page: Page, token: string): Promise<Report> {
  const request = page.context().request;
  const contracts = await graphql<{ contracts: { items: { id: string; status: string }[] } }>(
    request,
    'query { contracts(page: 1, pageSize: 100) { items { id status } } }',
    {},
    token,
  );
  const contractId = contracts.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
  const created = await graphql<{ createInspectionReport: Report }>(
    request,
    'mutation ($input: CreateInspectionReportInput!) { createInspectionReport(input: $input) { id units { id type } } }',
    { input: { contractId, kind: 'MOVE_IN' } },
    token,
  );
  return created.createInspectionReport;
}

/** A phone photo made on the spot (nothing downloaded). */
async function phonePhoto(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="hsl(30,50%,50%)"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('on a phone, a landlord walks the rooms one by one, photographs the floor, then reviews and deletes the photo', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const report = await newReport(page, token);
  const kitchen = report.units.find((u) => u.type === 'KITCHEN')!;

  // The rooms step from the step tabs opens at the first room.
  await page.goto(`/inspection-reports/${report.id}/edit/keys`);
  await page.getByRole('link', { name: /^Herbergi/ }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/rooms/${report.units[0]!.id}$`));
  await expect(page.getByTestId('rooms-step-status')).toContainText('vantar enn ástand');

  // The kitchen: the floor is damaged, and photographed.
  await page.goto(`/inspection-reports/${report.id}/edit/rooms/${kitchen.id}`);
  const room = page.getByRole('region', { name: 'Eldhús' });
  const floor = room.getByTestId('inspection-subject').filter({ hasText: 'Gólf' }).first();
  await floor
    .getByRole('group', { name: 'Ástand: Gólf' })
    .getByRole('button', { name: 'Skemmt' })
    .click();
  await expect(
    floor.getByRole('group', { name: 'Ástand: Gólf' }).getByRole('button', { name: 'Skemmt' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await floor
    .locator('input[type=file]')
    .first()
    .setInputFiles([await phonePhoto('IMG_0201.jpg')]);
  await expect(floor.getByTestId('inspection-photo')).toHaveCount(1, { timeout: 20_000 });

  // Every room in turn: the rest is good, then on to the next room.
  await page.goto(`/inspection-reports/${report.id}/edit/rooms/${report.units[0]!.id}`);
  for (let i = 0; i < report.units.length; i += 1) {
    await expect(page).toHaveURL(new RegExp(`/edit/rooms/${report.units[i]!.id}$`));
    await expect(page.getByText(`Herbergi ${i + 1} af ${report.units.length}`)).toBeVisible();
    const fill = page.getByRole('button', { name: /^Merkja restina sem gott/ });
    if (await fill.isVisible()) {
      await fill.click();
      await expect(fill).toBeHidden();
    }
    const next = page.getByRole('link', { name: /^Næsta herbergi/ });
    if (i < report.units.length - 1) await next.click();
    else await expect(next).toHaveCount(0);
  }
  await expect(page.getByTestId('rooms-step-status')).toContainText(
    'Öll herbergi hafa verið yfirfarin.',
  );

  // All photos, then the floor's photo with what it shows; deleting it asks first.
  await page.getByRole('link', { name: 'Allar myndir úttektarinnar' }).click();
  await expect(page.getByText('1 mynd', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /^Opna mynd 1:/ }).click();
  await expect(page.getByRole('heading', { name: 'Mynd 1 af 1' })).toBeVisible();
  await expect(page.getByTestId('photo-targets')).toContainText('Herbergi: Eldhús');
  await expect(page.getByTestId('photo-targets')).toContainText('Atriði: Gólf');
  await page.getByRole('button', { name: 'Eyða mynd' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eyða mynd' }).click();
  await expect(page).toHaveURL(new RegExp(`/inspection-reports/${report.id}/edit/media$`));
  await expect(
    page.getByText('Engar myndir enn. Taktu þær herbergi fyrir herbergi í herbergjaskrefinu.'),
  ).toBeVisible();

  // Nothing scrolls sideways on the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
