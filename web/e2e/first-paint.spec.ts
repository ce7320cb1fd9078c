import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * Issue 12: the public pages a first visit lands on come drawn by the server (the real layout
 * and page, with the graph's answers), so a phone paints the page and its photo before the app's
 * script has arrived; that script is fetched after the paint, and the app then draws the same
 * page over it from the same answers, without asking the graph again. A returning member sees the
 * splash instead of a signed-out page.
 */

const firstListingId = async (page: Page) => {
  const reply = await page.request.get('/api/listings/?page_size=1');
  const body = (await reply.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
};

/** Holds the app's entry script back until `release()`: the moment before the app starts. */
async function holdAppScript(page: Page) {
  const held: Route[] = [];
  let isHolding = true;
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    if (isHolding) held.push(route);
    else void route.continue();
  });
  return {
    release: async () => {
      isHolding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const drawn = (page: Page) => page.locator('[data-first-paint]');

test('a listing is drawn before the app starts, and the app takes over from the same answer', async ({
  page,
}) => {
  const id = await firstListingId(page);
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      operations.push(String((request.postDataJSON() as { operationName?: string }).operationName));
  });
  const app = await holdAppScript(page);
  await page.goto(`/listings/${id}`, { waitUntil: 'load' });

  // Drawn: the title, the price and the first photo, painted; no script of the app has run.
  const title = drawn(page).locator('h1');
  await expect(title).toBeVisible();
  const drawnTitle = (await title.textContent())!.trim();
  expect(drawnTitle.length).toBeGreaterThan(3);
  await expect(drawn(page).getByText(/kr\./).first()).toBeVisible();
  const photo = drawn(page).locator('main picture img').first();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Inert until the app replaces it: nothing typed or tapped lands on the copy.
  await expect(drawn(page)).toHaveAttribute('inert', '');
  await expect(page.locator('[data-first-paint-splash]')).toBeHidden();

  await app.release();
  await expect(drawn(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drawnTitle);
  await expect(page.getByRole('main').locator('img[data-loaded]').first()).toBeVisible();
  // The app's first render used the answer the page was drawn with.
  expect(operations).not.toContain('ListingDetail');
});

test('the landing and the search are drawn in the visitor’s language, with their listings', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(drawn(page).locator('h1')).toHaveText('Renting made simple and safe');
  // The newest homes come drawn too (six cards), not as placeholders.
  await expect(drawn(page).locator('section[aria-labelledby="recent-title"] article')).toHaveCount(
    6,
  );

  await page.goto('/listings?q=Reykjav%C3%ADk');
  await expect(drawn(page).locator('main article').first()).toBeVisible();
  const cards = await drawn(page).locator('main article').count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(25);

  // A listing that does not exist is not drawn: the app answers it as before.
  await page.goto('/listings/999999');
  await expect(drawn(page)).toHaveCount(0);
  await context.close();
});

test('a returning member sees the splash, not a signed-out page, until the app has drawn', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('leiga-has-session', '1'));
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      operations.push(String((request.postDataJSON() as { operationName?: string }).operationName));
  });
  const app = await holdAppScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-first-paint-splash] svg')).toBeVisible();
  await expect(drawn(page)).toBeHidden();
  await app.release();
  await expect(drawn(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What the server drew signed out is not a member's answer: the app asks for its own.
  await expect.poll(() => operations).toContain('SearchListings');
});
