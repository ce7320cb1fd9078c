import { expect, test } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, signIn } from './helpers';

const DRAFTS = '{ myListings(status: DRAFT, pageSize: 1) { count } }';

test('a new listing: no draft until the first save, the address placed on the map by lookup', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const drafts = async () =>
    (await graphql<{ myListings: { count: number } }>(page.request, DRAFTS, {}, token)).myListings
      .count;
  const before = await drafts();

  await page.goto('/listings/create/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Fasteign' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await drafts()).toBe(before);

  await page.getByLabel('Gata').fill('Grettisgata');
  await page.getByLabel('Húsnúmer').fill('12');
  await page.getByLabel('Póstnúmer').fill('101');
  await expect(page.getByText('Heimilisfangið er komið á kortið.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Breiddargráða')).toHaveValue(/^64\.14/);

  // The map still moves the pin: a click beside it sets new coordinates.
  const longitude = page.getByLabel('Lengdargráða');
  const placed = await longitude.inputValue();
  const map = page.getByRole('region', { name: /^Kort/ });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 } });
  await expect(longitude).not.toHaveValue(placed);

  await page.getByLabel('Hæð').fill('2');
  await page.getByRole('group', { name: 'Lyfta í húsinu' }).getByText('Nei').click();
  await page.getByRole('button', { name: 'Vista og halda áfram' }).click();
  await expect(page).toHaveURL(/\/listings\/create\/\d+\/basics$/);
  expect(await drafts()).toBe(before + 1);
});
