import { expect, test } from '@playwright/test';
import { DEMO, dismissCookieBanner, signIn } from './helpers';
import { phonePhoto, reportWithIssue } from './inspection-photo-support';

test.use({ viewport: { width: 390, height: 844 } });

test('photos still on their way when the page is reloaded are uploaded after it, each stored once', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const description = `Sprunga í flísum ${Date.now()}`;
  const reportId = await reportWithIssue(page, token, description);
  await page.goto(`/inspection-reports/${reportId}`);
  await page.getByRole('link', { name: 'Gallar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/landlords/inspection-reports/${reportId}/issues$`));
  const card = page.getByRole('article', { name: `Eldhús: Gólf: ${description}` });
  await expect(card).toBeVisible();

  // A weak signal: the first photo reaches the api, which stores it, but the answer is lost on
  // the way back; nothing else gets through.
  const uploads = `**/api/inspection-reports/${reportId}/photos/`;
  let requests = 0;
  await page.route(uploads, async (route) => {
    requests += 1;
    if (requests === 1) await route.fetch();
    await route.abort('connectionreset');
  });
  await card
    .locator('input[type=file]')
    .setInputFiles([await phonePhoto('IMG_0201.jpg', 40), await phonePhoto('IMG_0202.jpg', 160)]);
  const queued = card.getByTestId('inspection-photo-upload');
  await expect(queued).toHaveCount(2);
  await expect(queued.first()).toHaveAttribute('data-status', 'retrying');
  await expect(queued.last()).toHaveAttribute('data-status', 'retrying');

  // The page is reloaded (or the tab closed and opened again): the photos are still there.
  await page.reload();
  await expect(card).toBeVisible();
  await expect(
    page.getByText('Haldið áfram með 2 myndir sem biðu upphleðslu þegar síðan var síðast opin'),
  ).toBeVisible();
  await expect(queued).toHaveCount(2);
  await expect(card.getByText('IMG_0201.jpg', { exact: false }).first()).toBeVisible();
  await expect(card.getByText('IMG_0202.jpg', { exact: false }).first()).toBeVisible();

  // The connection is good again: both go, the one already stored is not stored twice.
  await page.unroute(uploads);
  await expect(queued).toHaveCount(0, { timeout: 30_000 });
  await expect(card.getByTestId('inspection-photo')).toHaveCount(2);
  expect(requests).toBeGreaterThanOrEqual(2);

  // Nothing is left to resume on the next visit.
  await page.reload();
  await expect(card.getByTestId('inspection-photo')).toHaveCount(2);
  await expect(queued).toHaveCount(0);
  await expect(page.getByTestId('inspection-photo-restored')).toHaveText('');
});
