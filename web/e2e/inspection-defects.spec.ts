import { expect, test } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, newSignedInPage, signIn } from './helpers';
import { phonePhoto } from './inspection-photo-support';
import { committedReport, signOnPhone } from './inspection-support';

test.use({ viewport: { width: 390, height: 844 } });

const DEFECT = 'Svalahurðin lekur þegar rignir';

test('on a phone, the tenant opens the defect link from her notifications and adds a defect to the signed move-in report', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const id = await committedReport(page, token, 'Rispur í parketi við eldhúsvaskinn');
  await graphql(
    page.context().request,
    'mutation S($input: InspectionReportIdInput!) { startInspectionSigning(input: $input) { reportStatus } }',
    { input: { reportId: id } },
    token,
  );
  const statusPath = `/inspection-reports/${id}/e-signature`;
  await signOnPhone(page, statusPath);

  const tenant = await newSignedInPage(browser, DEMO.tenant);
  await tenant.setViewportSize({ width: 390, height: 844 });
  await signOnPhone(tenant, statusPath);

  // Once both signed, the link arrives in her notifications (and by SMS and e-mail).
  const link = tenant.getByRole('list', { name: 'Tilkynningarnar þínar' }).getByRole('button', {
    name: /Þú getur bætt við göllum í úttekt/,
  });
  await expect(async () => {
    await tenant.goto('/account/notifications');
    await expect(link.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await link.first().click();
  await expect(tenant).toHaveURL(
    new RegExp(`/tenants/inspection-reports/${id}/defects\\?token=[^&]+$`),
  );
  await expect(
    tenant.getByRole('heading', { name: 'Gallar sem komu í ljós eftir að flutt var inn' }),
  ).toBeVisible();
  await expect(tenant.getByTestId('defect-window-deadline')).toContainText(
    /Til \d\d\.\d\d\.\d{4} getur þú bætt við göllum/,
  );
  await expect(tenant.getByText('Þú hefur ekki bætt við neinum göllum enn.')).toBeVisible();

  // An empty form is judged before anything is sent.
  await tenant.getByRole('button', { name: 'Bæta við galla' }).click();
  await expect(tenant.getByLabel('Hvað (t.d. blöndunartæki á baði)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await tenant.getByLabel('Hvað (t.d. blöndunartæki á baði)').fill('Svalahurð');
  await tenant.getByLabel('Lýsing').fill(DEFECT);
  const severity = tenant.getByRole('radiogroup', { name: 'Alvarleiki' });
  await severity.getByText('Nokkur', { exact: true }).click();
  await expect(severity.getByRole('radio', { name: 'Nokkur' })).toBeChecked();
  // A photo taken on the phone goes with the defect, sent once the defect is added.
  await tenant
    .getByTestId('defect-photo-input')
    .setInputFiles(await phonePhoto('svalahurd.jpg', 30));
  await expect(tenant.getByText('svalahurd.jpg')).toBeVisible();
  await tenant.getByRole('button', { name: 'Bæta við galla' }).click();
  await expect(tenant.getByText('Gallanum hefur verið bætt við úttektina.')).toBeVisible();
  const mine = tenant.getByTestId('tenant-defects');
  await expect(mine.getByText(DEFECT)).toBeVisible();
  const photo = mine.getByAltText('Mynd 1 af galla: Svalahurð');
  await expect(photo).toBeVisible();
  // Shown is not yet decoded: the photo's bytes may still be on their way.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const overflow = await tenant.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // After a reload the defect is still hers, read from the signed report's addenda.
  await tenant.reload();
  await expect(mine.getByText(DEFECT)).toBeVisible();

  // A link that is not hers says so in words.
  await tenant.goto(`/tenants/inspection-reports/${id}/defects?token=ekki-rettur-hlekkur`);
  await expect(tenant.getByRole('alert')).toContainText('Þessi hlekkur gildir ekki fyrir þig.');
  await expect(tenant.getByRole('button', { name: 'Bæta við galla' })).toHaveCount(0);
  await tenant.context().close();

  // The landlord reads the defect among the report's addenda; the report shows its fire safety.
  await page.goto(statusPath);
  await expect(page.getByTestId('inspection-addenda')).toContainText(DEFECT);
  await expect(
    page.getByTestId('inspection-addenda').getByAltText('Mynd 1 af galla: Svalahurð'),
  ).toBeVisible();
  await page.goto(`/inspection-reports/${id}`);
  await expect(page.getByRole('region', { name: 'Brunavarnir' })).toContainText('Reykskynjarar');
});
