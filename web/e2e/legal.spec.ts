import { expect, test } from '@playwright/test';

/**
 * The legal pages sign-up refers to: served in every language from their own chunk, in the
 * default layout, linked from the footer and from one another.
 */
const PAGES = [
  { path: '/legal/user-terms', is: 'Notendaskilmálar', en: 'User terms', pl: 'Regulamin' },
  {
    path: '/legal/privacy-policy',
    is: 'Persónuverndarstefna',
    en: 'Privacy policy',
    pl: 'Polityka prywatności',
  },
  {
    path: '/legal/payment-terms',
    is: 'Greiðsluskilmálar',
    en: 'Payment terms',
    pl: 'Warunki płatności',
  },
] as const;

for (const page of PAGES) {
  test(`${page.path} is a page in Icelandic, English and Polish`, async ({ page: tab }) => {
    for (const [prefix, title] of [
      ['', page.is],
      ['/en', page.en],
      ['/pl', page.pl],
    ] as const) {
      const response = await tab.goto(`${prefix}${page.path}`);
      expect(response?.status()).toBe(200);
      await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(tab).toHaveTitle(new RegExp(title));
    }
  });
}

test('the privacy policy names the authority to complain to, and the footer links all four', async ({
  page,
}) => {
  await page.goto('/legal/privacy-policy');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Kvörtun til Persónuverndar' }),
  ).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Skilmálar', exact: true });
  for (const name of [
    'Notendaskilmálar',
    'Persónuverndarstefna',
    'Vafrakökustefna',
    'Greiðsluskilmálar',
  ])
    await expect(footer.getByRole('link', { name })).toBeVisible();
  await footer.getByRole('link', { name: 'Greiðsluskilmálar' }).click();
  await expect(page).toHaveURL(/\/legal\/payment-terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Greiðsluskilmálar' })).toBeVisible();
});
