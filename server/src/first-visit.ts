import {
  FIRST_VISIT_ELEMENT_ID,
  IMAGE_SIZES,
  LANDING_HERO_PHOTO,
  imageSrcSet,
  matchFirstVisitPage,
  type FirstVisitManifest,
  type Locale,
} from '@leiga/domain';
import { escapeHtml } from './page-meta.js';

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

/**
 * The browser picks AVIF first (IMAGES.formats), so the preload names the AVIF srcset with the
 * same sizes as the page's <picture>: the candidate it fetches is the one the page then paints.
 */
function imagePreload(source: string, sizes: string): string {
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(imageSrcSet(source, 'avif'))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

/**
 * The `<link>` tags that let a first visit fetch in parallel what it would otherwise discover one
 * step at a time (entry script -> messages -> page chunk -> data -> photo): the locale's
 * messages on every page, and for the public first-visit pages their chunks and the photo they
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
  // A first-visit page the build leaves out of the manifest (web/plugins/first-visit.ts) loads
  // as it always did, without hints.
  const files = match ? manifest.pages[match.page] : undefined;
  if (match && !files) return [];
  const tags = [
    `<link rel="preload" as="fetch" href="${escapeHtml(manifest.messages.replace('{locale}', locale))}" crossorigin>`,
  ];
  if (!match || !files) return tags;
  tags.push(...files.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`));
  tags.push(
    ...files.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
  );
  if (match.page === 'landing')
    tags.push(imagePreload(LANDING_HERO_PHOTO, IMAGE_SIZES.landingHero));
  if (match.page === 'listing' && listingPhotoKey)
    tags.push(imagePreload(listingPhotoKey, IMAGE_SIZES.listingGallery));
  return tags;
}
