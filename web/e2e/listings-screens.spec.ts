import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  dismissCookieBanner,
  expectAxeCleanInEveryLook,
  LOOK_VIEWPORTS,
  signIn,
} from './helpers';

type Screen = {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  as?: keyof typeof DEMO;
  /** Something that shows once the screen has its data. */
  ready?: (page: Page) => Promise<void>;
  /** A MapLibre map keeps its worker busy, so the network never quite idles. */
  hasMap?: boolean;
};

const firstListingPath = async (page: Page) => {
  const res = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query: '{ listings(pageSize: 1) { items { id } } }' },
  });
  const body = (await res.json()) as { data: { listings: { items: { id: string }[] } } };
  return body.data.listings.items[0]!.id;
};

const cards = (page: Page) => expect(page.getByTestId('listing-card').first()).toBeVisible();

/** Every screen of issue 5, as the user who may see it. */
const SCREENS: Screen[] = [
  { name: 'listings', path: '/listings', ready: cards },
  { name: 'listings-map', path: '/listings?view=map', ready: cards, hasMap: true },
  { name: 'listings-filtered', path: '/listings?q=reykjavik&price_max=300000&types=apartment' },
  { name: 'listings-empty', path: '/listings?q=zzzzzzzz' },
  { name: 'commercial-listings', path: '/commercial-listings' },
  {
    name: 'listing',
    path: async (page) => `/listings/${await firstListingPath(page)}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Verðsaga' })).toBeVisible(),
    hasMap: true,
  },
  {
    name: 'listing-fullscreen',
    path: async (page) => `/listings/mbl/${await firstListingPath(page)}`,
    ready: (page) => expect(page.getByTestId('fullscreen-gallery')).toBeVisible(),
  },
  { name: 'liked-listings', path: '/tenants/liked-listings', as: 'tenant', ready: cards },
  {
    name: 'saved-searches',
    path: '/tenants/saved-searches',
    as: 'tenant',
    ready: (page) => expect(page.getByTestId('saved-search').first()).toBeVisible(),
  },
  {
    name: 'landlord-listings',
    path: '/landlords/listings',
    as: 'landlord',
    ready: (page) => expect(page.getByTestId('landlord-listing').first()).toBeVisible(),
  },
  {
    name: 'landlord-listing',
    path: '/landlords/listings',
    as: 'landlord',
    ready: async (page) => {
      await page.getByTestId('landlord-listing').first().getByRole('link').click();
      await expect(page.getByRole('heading', { name: 'Verðsaga' })).toBeVisible();
    },
  },
  { name: 'listing-create', path: '/listings/create', as: 'landlord' },
  {
    name: 'listing-wizard',
    path: '/listings/create',
    as: 'landlord',
    ready: async (page) => {
      await page.getByRole('link', { name: 'Halda áfram með drögin' }).first().click();
      await expect(page.getByRole('navigation', { name: 'Skref auglýsingarinnar' })).toBeVisible();
    },
  },
  { name: 'admin-listings', path: '/admin/listings', as: 'staff' },
  { name: 'admin-publish-requests', path: '/admin/listings/publish-requests', as: 'staff' },
  { name: 'admin-listing-publishes', path: '/admin/listings/publishes', as: 'staff' },
];

for (const screen of SCREENS) {
  test(`${screen.name}: axe-clean in light and dark on a phone and a desktop`, async ({ page }) => {
    await dismissCookieBanner(page);
    if (screen.as) await signIn(page, DEMO[screen.as]);
    const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
    await page.setViewportSize(LOOK_VIEWPORTS[0]);
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await screen.ready?.(page);
    if (screen.hasMap) await page.waitForTimeout(1500);
    else await page.waitForLoadState('networkidle');
    await expectAxeCleanInEveryLook(page, screen.name);
  });
}
