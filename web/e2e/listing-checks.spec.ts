import { expect, test } from '@playwright/test';
import { dismissCookieBanner } from './helpers';

/**
 * Issue 15: a listing that passes the fraud check and whose landlord is identified by electronic
 * ID shows tenants a small "verified" badge, on the cards and on the listing page, with why.
 */
test('a visitor sees the verified badge on cards and, with its explanation, on the listing', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await page.goto('/listings');
  const verifiedCard = page
    .getByTestId('listing-card')
    .filter({ has: page.getByTestId('verified-badge') })
    .first();
  await expect(verifiedCard.getByTestId('verified-badge')).toContainText('Staðfest');
  await expect(verifiedCard.getByTestId('verified-badge')).toHaveAttribute(
    'title',
    /rafrænum skilríkjum/,
  );
  const link = verifiedCard.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/listings\/\d+/);
  await link.click();
  // The search page's cards carry the same badge: look on the listing page only once it is there.
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The URL changes before the lazily loaded listing page replaces the search page: the listing's
  // article header (absent on the search page) says it is there.
  const header = page
    .getByRole('main')
    .locator('article > header')
    .filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
  const badge = header.getByTestId('verified-badge');
  await expect(badge).toBeVisible();
  await badge.focus();
  await expect(page.getByRole('tooltip')).toContainText('svikaleit');
});
