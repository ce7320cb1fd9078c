import { expect, test } from '@playwright/test';
import { DEMO, dismissCookieBanner, signIn } from './helpers';
import { phonePhoto, reportWithIssue } from './inspection-photo-support';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a landlord photographs an issue: the photos upload in the background, also after the connection drops', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const description = `Rispur í parketi ${Date.now()}`;
  const reportId = await reportWithIssue(page, token, description);

  // From the report page to its issues subpage.
  await page.goto(`/inspection-reports/${reportId}`);
  await page.getByRole('link', { name: 'Gallar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/landlords/inspection-reports/${reportId}/issues$`));
  await expect(page.getByRole('heading', { name: 'Gallar í úttektinni' })).toBeVisible();

  const card = page.getByRole('article', { name: `Eldhús: Gólf: ${description}` });
  await expect(card).toBeVisible();
  await expect(card.locator('input[type=file]')).toHaveAttribute('capture', 'environment');
  await card
    .locator('input[type=file]')
    .setInputFiles([await phonePhoto('IMG_0101.jpg', 20), await phonePhoto('IMG_0102.jpg', 200)]);
  await expect(card.getByTestId('inspection-photo')).toHaveCount(2, { timeout: 20_000 });
  await expect(card.getByTestId('inspection-photo-upload')).toHaveCount(0);
  // The thumbnails are real images served to the report's users (shown is not yet decoded).
  const thumbnail = card.getByRole('img', { name: `Mynd af ${description}` }).first();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The connection drops in the empty flat: the photo waits, and goes when it is back.
  await page.context().setOffline(true);
  await card.locator('input[type=file]').setInputFiles([await phonePhoto('IMG_0103.jpg', 300)]);
  await expect(page.getByText('Ekkert samband: 1 mynd bíður eftir sambandi')).toBeVisible();
  await expect(card.getByTestId('inspection-photo-upload')).toHaveCount(1);
  await page.context().setOffline(false);
  await expect(card.getByTestId('inspection-photo')).toHaveCount(3, { timeout: 20_000 });
  await expect(card.getByTestId('inspection-photo-upload')).toHaveCount(0);

  // The images subpage shows them in the kitchen.
  await page.getByRole('link', { name: 'Myndir', exact: true }).click();
  const kitchen = page.getByRole('region', { name: 'Eldhús' });
  await expect(kitchen.getByText('3 myndir')).toBeVisible();
  await expect(kitchen.getByRole('img', { name: `Mynd af ${description}` })).toHaveCount(3);

  // Nothing scrolls sideways on the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
