import { LOCALES, getPathLocale, type Locale } from '@leiga/domain';
import type { ListingMeta } from '@leiga/api';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page's language on its root element: index.html says Icelandic, and a page drawn in
 * another language (the browser's, SPEC 1) that the app then relabels restyles as a whole.
 */
export function withPageLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, (tag) => {
    const rest = tag.slice('<html'.length, -1).replace(/\s+lang="[^"]*"/i, '');
    return `<html lang="${locale}"${rest}>`;
  });
}

/** index.html with the listing's title, description and Open Graph image, for crawlers and link previews. */
export function withListingMeta(
  html: string,
  meta: ListingMeta,
  origin: string,
  pathname: string,
): string {
  const description =
    meta.description.length > 200 ? `${meta.description.slice(0, 197)}…` : meta.description;
  const locale = getPathLocale(pathname) ?? 'is';
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(origin + pathname)}">`,
    `<meta property="og:locale" content="${locale}">`,
    ...(meta.imageKey
      ? [
          `<meta property="og:image" content="${escapeHtml(`${origin}/_ipx/f_jpeg,s_1200x630,q_80/${meta.imageKey}`)}">`,
          `<meta property="og:image:width" content="1200">`,
          `<meta property="og:image:height" content="630">`,
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('\n    ');
  // Replacer functions: a replacement string would expand `$&`, `$'` and `` $` `` in a title
  // into copies of the page around the match.
  const title = `<title>${escapeHtml(meta.title)} · Leiga</title>`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta name="description"[^>]*>\s*/, () => '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

export function sitemapXml(origin: string, listings: { id: number; updatedAt: Date }[]): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${origin}${path}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const pages = ['/', '/listings', '/commercial-listings', '/pre-approval'].flatMap((p) =>
    LOCALES.map((l) => (l === 'is' ? p : `/${l}${p === '/' ? '' : p}`)),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((p) => url(p)),
    ...listings.map((l) => url(`/listings/${l.id}`, l.updatedAt)),
    '</urlset>',
  ].join('\n');
}
