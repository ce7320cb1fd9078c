import { expect, test } from '@playwright/test';
import { dismissCookieBanner } from './helpers';

/**
 * Issue 12: on a phone the search page builds its folded-away filters only when they are opened,
 * and shows a full page of cards once its first screen has painted. Both must stay invisible to
 * the visitor: the filters read the URL when opened and still write it, every card arrives.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the filters open with the URL read and still change it; a full page of cards', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  const reply = await page.request.get('/api/listings/?types=apartment&page_size=25');
  const { count } = (await reply.json()) as { count: number };
  await page.goto('/listings?types=apartment&sort=price_asc&rooms_min=abc');
  // Every card of the page, not only the first screen's.
  await expect(page.getByTestId('listing-card')).toHaveCount(Math.min(25, count));
  // Not merely hidden: not built at all.
  await expect(page.locator('#search-filters form')).toHaveCount(0);
  const filters = page.getByRole('search', { name: 'Síur' });
  const filtersButton = page.getByRole('button', { name: 'Síur', exact: true });

  await filtersButton.click();
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'Íbúð', exact: true })).toBeChecked();
  await expect(filters.getByLabel('Raða eftir')).toHaveValue('price_asc');
  // The unreadable rooms_min was dropped, not shown.
  await expect(filters.getByRole('textbox', { name: 'Herbergi: Frá' })).toHaveValue('');

  // click, not uncheck(): the box is bound to the URL, which the router updates a moment later.
  await filters.getByRole('checkbox', { name: 'Íbúð', exact: true }).click();
  await expect(page).not.toHaveURL(/types=/);
  await expect(page).toHaveURL(/sort=price_asc/);
  // Folded and opened again, the filters are the same (kept, not built anew).
  await filtersButton.click();
  await expect(filters).toBeHidden();
  await filtersButton.click();
  await expect(filters.getByRole('checkbox', { name: 'Íbúð', exact: true })).not.toBeChecked();
});
