import { stripLocalePrefix } from '../i18n/locales.js';
import type { FirstVisitPage } from './first-visit-manifest.js';

const LISTING_PAGE = /^\/listings\/(?:mbl\/)?(\d+)\/?$/;

/** Which first-visit page a path opens (with or without a locale prefix), and its listing id. */
export function matchFirstVisitPage(
  pathname: string,
): { page: FirstVisitPage; listingId?: number } | null {
  const path = stripLocalePrefix(pathname).replace(/(.)\/$/, '$1');
  if (path === '/') return { page: 'landing' };
  if (path === '/listings' || path === '/commercial-listings') return { page: 'search' };
  const listing = LISTING_PAGE.exec(path);
  return listing ? { page: 'listing', listingId: Number(listing[1]) } : null;
}
