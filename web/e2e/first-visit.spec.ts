import { expect, test, type Page } from '@playwright/test';
import { APP_RENDERED_MARK } from '@leiga/domain';

/**
 * Issue 12: the server names in a public page's head what its first visit needs (the locale's
 * messages, the page's chunks, the photo it paints largest), so the browser fetches them beside
 * the entry script; every file it names exists, and the page then uses what was preloaded.
 */
const linksOf = async (page: Page, path: string, language: string) => {
  const reply = await page.request.get(path, { headers: { 'accept-language': language } });
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  return [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*>/g)].map((m) => ({
    rel: m[1],
    tag: m[0],
    href: /\shref="([^"]+)"/.exec(m[0])?.[1],
  }));
};

const firstListingId = async (page: Page) => {
  const reply = await page.request.get('/api/listings/?page_size=1');
  const body = (await reply.json()) as { results: { id: number }[] };
  return body.results[0]!.id;
};

test("the public pages' heads name files that exist, in the visitor's language", async ({
  page,
}) => {
  const id = await firstListingId(page);
  for (const [path, chunk] of [
    ['/', /LandingPage-/],
    ['/listings', /SearchPage-/],
    [`/listings/${id}`, /ListingPage-/],
  ] as const) {
    const links = await linksOf(page, path, 'pl-PL,pl;q=0.9,en;q=0.5');
    const pageChunks = links.filter((l) => l.rel === 'modulepreload' && /Page-/.test(l.href ?? ''));
    expect(
      pageChunks.some((l) => chunk.test(l.href!)),
      `${path} page chunk`,
    ).toBe(true);
    const messages = links.filter((l) => l.href?.startsWith('/_i18n/'));
    expect(messages.map((l) => l.href)).toEqual([expect.stringMatching(/\/pl\/messages\.txt$/)]);
    for (const link of links.filter((l) => l.href)) {
      const file = await page.request.get(link.href!);
      expect(file.status(), link.href).toBe(200);
    }
  }
  const listing = await linksOf(page, `/listings/${id}`, 'is');
  const photo = listing.find((l) => l.tag.includes('as="image"'));
  expect(photo?.tag).toMatch(/imagesrcset="\/_ipx\/f_avif,w_320,q_70\/[^"]+ 320w/);
  const loginPage = await linksOf(page, '/en/login', 'is');
  expect(loginPage.map((l) => l.href)).toContainEqual(
    expect.stringMatching(/\/en\/messages\.txt$/),
  );
  expect(loginPage.some((l) => /LandingPage-|SearchPage-|ListingPage-/.test(l.href ?? ''))).toBe(
    false,
  );
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a first visit fetches one catalogue and paints the photo the head preloaded', async ({
    page,
  }) => {
    const id = await firstListingId(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/listings/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The cover is the page's first photo; under load another photo may finish loading first.
    const photo = page.getByRole('main').locator('img').first();
    await expect(photo).toHaveAttribute('data-loaded', 'true');
    // English only: no Icelandic catalogue as a fallback beside it.
    expect(requested.filter((p) => p.startsWith('/_i18n/'))).toEqual([
      expect.stringMatching(/\/en\/messages\.txt$/),
    ]);
    const painted = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc))
      .pathname;
    const preload = (await linksOf(page, `/listings/${id}`, 'en')).find((l) =>
      l.tag.includes('as="image"'),
    );
    expect(preload?.tag).toContain(`${painted} `);
    expect(requested.filter((p) => p === painted)).toHaveLength(1);
  });
});

test.describe('with an English browser at an address without a prefix', () => {
  test.use({ locale: 'en-US' });

  // Each would restyle the whole drawn page while a phone starts the app: a language the app
  // corrects, or a style sheet added with the first button (React Aria's press style).
  test('the app starts from preloaded scripts without restyling the page it takes over', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { rootChanges: changes });
      // From the load event on: the drawn page is complete, and the app's files come after it.
      let loaded = false;
      addEventListener('load', () => (loaded = true));
      new MutationObserver((records) => {
        if (!loaded) return;
        for (const r of records) {
          if (r.type === 'attributes' && r.target === document.documentElement)
            changes.push(`html ${r.attributeName}`);
          for (const node of r.addedNodes)
            if (node.nodeName === 'STYLE' || (node as Element).matches?.('link[rel=stylesheet]'))
              changes.push(`added ${node.nodeName}`);
        }
      }).observe(document, { attributes: true, childList: true, subtree: true });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const preloaded = (await linksOf(page, '/', 'en-US,en;q=0.9'))
      .filter((l) => l.rel === 'modulepreload')
      .map((l) => l.href);
    await page.goto('/');
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      APP_RENDERED_MARK,
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const changes = await page.evaluate(
      () => (window as unknown as { rootChanges: string[] }).rootChanges,
    );
    expect(changes).toEqual([]);
    // What the app needs to start, up to the page's own chunk, was named in the head (React DOM,
    // imported apart by main.tsx, among it); what the page loads lazily comes after.
    const appScripts = scripts.filter((p) => p.startsWith('/assets/'));
    const pageChunk = appScripts.findIndex((p) => /\/LandingPage-[^/]+\.js$/.test(p));
    expect(pageChunk).toBeGreaterThan(2);
    for (const script of appScripts.slice(0, pageChunk + 1))
      if (!/\/index-[^/]+\.js$/.test(script)) expect(preloaded, script).toContain(script);
  });
});

test.describe('with an Icelandic browser', () => {
  test.use({ locale: 'is-IS' });

  // React Aria and the date picker ask the browser's locale data (ICU) for a tag's direction
  // and for the locales it has dates in: the first such question builds ICU's tables, on a phone
  // a few hundred milliseconds of the first page's main thread, which no public page needs.
  test('a first visit draws its page without the locale data of the browser', async ({ page }) => {
    await page.addInitScript(() => {
      const uses: string[] = [];
      Object.assign(window, { localeDataUses: uses });
      for (const name of ['DateTimeFormat', 'Locale'] as const) {
        Object.assign(Intl, {
          [name]: new Proxy(Intl[name], {
            construct(target, args) {
              uses.push(`new Intl.${name}(${String(args[0])})`);
              return Reflect.construct(target, args) as object;
            },
            get(target, key) {
              const value: unknown = Reflect.get(target, key);
              if (key !== 'supportedLocalesOf' || typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                uses.push(`Intl.${name}.supportedLocalesOf(${String(args[0])})`);
                return Reflect.apply(value, target, args) as unknown;
              };
            },
          }),
        });
      }
      for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        const own = Date.prototype[name];
        Date.prototype[name] = function (this: Date, ...args: Parameters<typeof own>) {
          uses.push(`Date.prototype.${name}`);
          return own.apply(this, args);
        };
      }
    });
    const uses = () =>
      page.evaluate(() => (window as unknown as { localeDataUses: string[] }).localeDataUses);
    const id = await firstListingId(page);
    for (const path of ['/', '/listings', `/listings/${id}`]) {
      await page.goto(path);
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        APP_RENDERED_MARK,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await uses(), path).toEqual([]);
    }
    // The count sees the browser's locale data when it is used.
    await page.evaluate(() => [new Intl.Locale('is').maximize(), new Date(0).toLocaleDateString()]);
    expect(await uses()).toEqual(['new Intl.Locale(is)', 'Date.prototype.toLocaleDateString']);
  });
});
