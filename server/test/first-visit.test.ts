import { FIRST_VISIT_ELEMENT_ID, type FirstVisitManifest } from '@leiga/domain';
import { describe, expect, it } from 'vitest';
import { firstVisitHints, takeFirstVisitManifest } from '../src/first-visit.js';

const manifest: FirstVisitManifest = {
  messages: '/_i18n/abc123/{locale}/messages.txt',
  pages: {
    landing: { scripts: ['/assets/LandingPage-1.js'], styles: [] },
    search: { scripts: ['/assets/SearchPage-2.js', '/assets/LikeButton-3.js'], styles: [] },
    listing: { scripts: ['/assets/ListingPage-4.js'], styles: [] },
  },
};
const index = `<html><head><title>Leiga</title>
    <script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">${JSON.stringify(manifest)}</script>
  </head><body></body></html>`;

describe('the first-visit manifest in index.html', () => {
  it('is taken out of the page and read', () => {
    const taken = takeFirstVisitManifest(index);
    expect(taken.manifest).toEqual(manifest);
    expect(taken.html).toBe('<html><head><title>Leiga</title>\n  </head><body></body></html>');
  });

  it('is absent from an older build, which is served as it is', () => {
    const html = '<html><head></head></html>';
    expect(takeFirstVisitManifest(html)).toEqual({ html, manifest: null });
  });
});

describe('first-visit hints', () => {
  const hrefs = (tags: string[], rel: string) =>
    tags.filter((t) => t.includes(`rel="${rel}"`)).map((t) => /href="([^"]+)"/.exec(t)?.[1]);

  it("names the visitor's messages on every page, and no page chunks off the public pages", () => {
    const tags = firstVisitHints({ manifest, pathname: '/login', locale: 'pl' });
    expect(tags).toEqual([
      '<link rel="preload" as="fetch" href="/_i18n/abc123/pl/messages.txt" crossorigin>',
    ]);
  });

  it.each([
    ['/', '/assets/LandingPage-1.js'],
    ['/en', '/assets/LandingPage-1.js'],
    ['/listings', '/assets/SearchPage-2.js'],
    ['/da/commercial-listings/', '/assets/SearchPage-2.js'],
    ['/listings/12', '/assets/ListingPage-4.js'],
    ['/uk/listings/mbl/12/', '/assets/ListingPage-4.js'],
  ])('preloads the chunks of %s', (pathname, chunk) => {
    const tags = firstVisitHints({ manifest, pathname, locale: 'is' });
    expect(hrefs(tags, 'modulepreload')).toContain(chunk);
  });

  it("preloads the search page's messages and every chunk it needs, and no photo", () => {
    const tags = firstVisitHints({ manifest, pathname: '/listings', locale: 'en' });
    expect(hrefs(tags, 'preload')).toEqual(['/_i18n/abc123/en/messages.txt']);
    expect(hrefs(tags, 'modulepreload')).toEqual([
      '/assets/SearchPage-2.js',
      '/assets/LikeButton-3.js',
    ]);
  });

  it('names nothing on a first-visit page the build left out', () => {
    const { search: _left, ...pages } = manifest.pages;
    const withoutSearch: FirstVisitManifest = { ...manifest, pages };
    expect(
      firstVisitHints({ manifest: withoutSearch, pathname: '/listings', locale: 'en' }),
    ).toEqual([]);
    expect(
      firstVisitHints({
        manifest: withoutSearch,
        pathname: '/da/commercial-listings',
        locale: 'da',
      }),
    ).toEqual([]);
  });

  it('links the styles of a page that has some', () => {
    const withStyles: FirstVisitManifest = {
      ...manifest,
      pages: { ...manifest.pages, landing: { scripts: [], styles: ['/assets/s.css'] } },
    };
    const tags = firstVisitHints({ manifest: withStyles, pathname: '/', locale: 'en' });
    expect(hrefs(tags, 'stylesheet')).toEqual(['/assets/s.css']);
  });

  it("preloads the landing's hero and a listing's first photo in AVIF at the page's sizes", () => {
    const landing = firstVisitHints({ manifest, pathname: '/', locale: 'is' }).at(-1)!;
    expect(landing).toContain('as="image" type="image/avif"');
    expect(landing).toContain('/_ipx/f_avif,w_320,q_70/demo/photo-01.jpg 320w');
    expect(landing).toContain('imagesizes="(min-width: 1024px) 40vw, 100vw"');
    expect(landing).toContain('fetchpriority="high"');
    const listing = firstVisitHints({
      manifest,
      pathname: '/listings/12',
      locale: 'is',
      listingPhotoKey: 'listings/12/a&b.jpg',
    }).at(-1)!;
    expect(listing).toContain('/_ipx/f_avif,w_840,q_70/listings/12/a&amp;b.jpg 840w');
    expect(listing).toContain('imagesizes="(min-width: 1024px) 840px, 100vw"');
    const withoutPhoto = firstVisitHints({ manifest, pathname: '/listings/12', locale: 'is' });
    expect(withoutPhoto.some((t) => t.includes('as="image"'))).toBe(false);
  });
});
