import {
  FIRST_VISIT_ELEMENT_ID,
  IMAGE_SIZES,
  LANDING_HERO_PHOTO,
  imageSrcSet,
  matchFirstVisitPage,
  type FirstVisitManifest,
  type Locale,
} from '@leiga/domain';

const MANIFEST = new RegExp(
  `\\s*<script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">([^<]*)</script>`,
);

/** index.html without the build's first-visit manifest, and the manifest (null without one). */
export function takeFirstVisitManifest(html: string): {
  html: string;
  manifest: FirstVisitManifest | null;
} {
  const match = MANIFEST.exec(html);
  if (!match) return { html, manifest: null };
  return {
    html: html.replace(match[0], () => ''),
    manifest: JSON.parse(match[1]!) as FirstVisitManifest,
  };
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The browser picks AVIF first (IMAGES.formats), so the preload names the AVIF srcset with the
 * same sizes as the page's <picture>: the candidate it fetches is the one the page then paints.
 */
function imagePreload(source: string, sizes: string): string {
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attribute(imageSrcSet(source, 'avif'))}" imagesizes="${attribute(sizes)}" fetchpriority="high">`;
}

/**
 * The `<link>` tags that let a first visit fetch in parallel what it would otherwise discover one
 * step at a time (entry script -> messages -> page chunk -> data -> photo): the locale's
 * messages on every page but the search, and for the public first-visit pages their chunks and the photo they
 * paint largest (the landing's hero, a listing's first photo).
 */
export function firstVisitHints(options: {
  manifest: FirstVisitManifest;
  pathname: string;
  locale: Locale;
  listingPhotoKey?: string | null;
}): string[] {
  const { manifest, pathname, locale, listingPhotoKey } = options;
  const match = matchFirstVisitPage(pathname);
  // The search page is left as it was: what it needs to show results (the search URL's validation,
  // the operation documents) would, fetched this early, pass the first visit's byte budget.
  if (match?.page === 'search') return [];
  const tags = [
    `<link rel="preload" as="fetch" href="${attribute(manifest.messages.replace('{locale}', locale))}" crossorigin>`,
  ];
  if (!match) return tags;
  const files = manifest.pages[match.page];
  tags.push(...files.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}">`));
  tags.push(
    ...files.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`,
    ),
  );
  if (match.page === 'landing')
    tags.push(imagePreload(LANDING_HERO_PHOTO, IMAGE_SIZES.landingHero));
  if (match.page === 'listing' && listingPhotoKey)
    tags.push(imagePreload(listingPhotoKey, IMAGE_SIZES.listingGallery));
  return tags;
}
