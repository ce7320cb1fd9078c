import { useTranslation } from 'react-i18next';
import { SearchListingsDocument } from '../../__generated__/graphql';
import { useGraphQuery } from '../../app/graph-fetch';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { ListingCard } from './ListingCard';

const RECENT_COUNT = 6;
const VARIABLES = { filter: { sort: 'NEWEST' as const }, page: 1, pageSize: RECENT_COUNT };

/**
 * The landing's newest homes. Below the first screen: its photos load lazily and never compete
 * with the hero for the largest paint; until the answer comes, card-sized placeholders hold
 * the space so nothing below moves.
 */
export function RecentListings() {
  const { t } = useTranslation();
  const { data, error } = useGraphQuery(SearchListingsDocument, VARIABLES);
  const items = data?.listings.items;
  if (error || (items && items.length === 0)) return null;
  return (
    <section aria-labelledby="recent-title" className="px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="recent-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t('listings.recent.title')}
          </h2>
          <RouteLink
            to={routes.listings.href()}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {t('listings.recent.see_all')}
          </RouteLink>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy={!items}>
          {items
            ? items.map((ref, i) => (
                <li key={i}>
                  <ListingCard listing={ref} loading="lazy" />
                </li>
              ))
            : Array.from({ length: RECENT_COUNT }, (_, i) => (
                <li
                  key={i}
                  aria-hidden="true"
                  className="h-[22rem] animate-pulse rounded-2xl bg-surface-sunken"
                />
              ))}
        </ul>
      </div>
    </section>
  );
}
