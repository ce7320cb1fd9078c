import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  ListingCard_ListingFragmentDoc,
  SearchListingsDocument,
} from '../../__generated__/graphql';
import { useGraphQuery } from '../../app/graph-fetch';
import { useMetaDescription } from '../../app/meta';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { translateGraphError } from '../../ui/graph-errors';
import { FilterIcon, ListIcon, MapIcon } from '../../ui/icons';
import { ListingCard } from './ListingCard';
import { formatCount, toSearchInput } from './model';
import { useMediaQuery } from '../../lib/use-media-query';
import { Pagination, withPageInfo } from '../../ui/Pagination';
import { SaveSearchButton } from './SaveSearchButton';
import { SearchFilters } from './SearchFilters';
import { useSearchFilters } from './use-search-filters';

const ResultsMap = lazy(() => import('./ResultsMap'));

/** Cards of the first answer built at once (a phone's first screen and more); the rest just after. */
const FIRST_CARDS = 6;

/** /listings and /commercial-listings: filters in the URL, a list or a map, 25 a page. */
export function SearchPage({ isCommercial }: { isCommercial: boolean }) {
  const { t, i18n } = useTranslation();
  const { filters, setFilters, clearFilters, view, setView } = useSearchFilters();
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  // On a phone the filters stay folded away until asked for: built only then (and kept), so a
  // first visit does not render thirty hidden fields (Tailwind's lg, where they show beside).
  const isWide = useMediaQuery('(min-width: 64rem)');
  const [haveFiltersOpened, setFiltersOpened] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const variables = useMemo(
    () => ({
      filter: toSearchInput({ ...filters, page: undefined, page_size: undefined }, isCommercial),
      page: filters.page,
      pageSize: filters.page_size,
    }),
    [filters, isCommercial],
  );
  const { data, previousData, loading, error } = useGraphQuery(SearchListingsDocument, variables, {
    rendersAnswerInSlices: true,
  });
  const result = withPageInfo((data ?? previousData)?.listings);
  const items = useMemo(() => result?.items ?? [], [result]);
  const cards = useMemo(
    () => items.map((ref) => getFragmentData(ListingCard_ListingFragmentDoc, ref)),
    [items],
  );
  const points = useMemo(
    () =>
      cards
        .filter((c) => c.lat !== null && c.lng !== null)
        .map((c) => ({ id: c.id, lat: c.lat!, lng: c.lng! })),
    [cards],
  );
  // The first answer's cards beyond the first screen are built in a second, sliced render, so
  // one commit does not lay out all 25 at once on a phone.
  const [areAllCardsShown, setAllCardsShown] = useState(false);
  useEffect(() => {
    if (result && !areAllCardsShown) startTransition(() => setAllCardsShown(true));
  }, [result, areAllCardsShown]);
  const shownItems = areAllCardsShown ? items : items.slice(0, FIRST_CARDS);
  const pages = result ? Math.max(1, Math.ceil(result.count / result.pageSize)) : 1;
  const title = isCommercial ? t('listings.search.title_commercial') : t('listings.search.title');
  useMetaDescription(
    isCommercial
      ? t('listings.search.meta_description_commercial')
      : t('listings.search.meta_description'),
  );
  const suggestedName = filters.q || filters.municipalities?.join(', ') || title;

  const list = (
    <ul
      className={`grid gap-5 ${view === 'map' ? 'sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-3'}`}
      aria-busy={loading}
    >
      {shownItems.map((ref, i) => (
        <li key={cards[i]!.id} data-listing-id={cards[i]!.id}>
          <ListingCard
            listing={ref}
            isHighlighted={cards[i]!.id === selectedId}
            loading={i < 3 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader
        title={title}
        subtitle={
          result
            ? t('listings.search.count', {
                count: result.count,
                formatted: formatCount(result.count, result.countIsCapped, i18n.language),
              })
            : // The count's line is held while it loads, so the results do not move down.
              '\u00a0'
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="lg:hidden"
              aria-expanded={areFiltersOpen}
              aria-controls="search-filters"
              onPress={() => {
                setFiltersOpened(true);
                setFiltersOpen((o) => !o);
              }}
            >
              <FilterIcon size={18} />
              {t('listings.filters.title')}
            </Button>
            <div role="group" aria-label={t('listings.search.view')} className="flex">
              <Button
                variant={view === 'list' ? 'primary' : 'secondary'}
                aria-pressed={view === 'list'}
                onPress={() => setView('list')}
                className="rounded-r-none"
              >
                <ListIcon size={18} />
                {t('listings.search.list')}
              </Button>
              <Button
                variant={view === 'map' ? 'primary' : 'secondary'}
                aria-pressed={view === 'map'}
                onPress={() => setView('map')}
                className="rounded-l-none"
              >
                <MapIcon size={18} />
                {t('listings.search.map')}
              </Button>
            </div>
            <SaveSearchButton
              filters={filters}
              isCommercial={isCommercial}
              suggestedName={suggestedName}
            />
          </div>
        }
      />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <aside
          id="search-filters"
          aria-label={t('listings.filters.title')}
          className={`${areFiltersOpen ? 'block' : 'hidden'} rounded-2xl border border-line bg-surface-raised p-5 lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:w-72 lg:shrink-0 lg:overflow-y-auto`}
        >
          {(isWide || haveFiltersOpened) && (
            <SearchFilters
              filters={filters}
              onChange={setFilters}
              onClear={clearFilters}
              isCommercial={isCommercial}
            />
          )}
        </aside>
        <section aria-label={t('listings.search.results')} className="min-w-0 flex-1">
          <p className="sr-only" aria-live="polite">
            {result && !loading
              ? t('listings.search.count', {
                  count: result.count,
                  formatted: formatCount(result.count, result.countIsCapped, i18n.language),
                })
              : ''}
          </p>
          {error && (
            <p role="alert" className="mb-4 text-red-700 dark:text-red-400">
              {translateGraphError(t, error)}
            </p>
          )}
          {!result && loading && (
            // A first screen's worth of card-sized placeholders: the footer stays below the fold
            // and nothing jumps when the results arrive.
            <div aria-busy="true">
              <p role="status" className="sr-only">
                {t('common.status.loading')}
              </p>
              <ul
                aria-hidden="true"
                className={`grid gap-5 ${view === 'map' ? 'sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2' : 'sm:grid-cols-2 xl:grid-cols-3'}`}
              >
                {Array.from({ length: 6 }, (_, i) => (
                  <li key={i} className="h-[22rem] animate-pulse rounded-2xl bg-surface-sunken" />
                ))}
              </ul>
            </div>
          )}
          {view === 'map' && (
            <div className="mb-6">
              <Suspense
                fallback={<div className="h-[55vh] animate-pulse rounded-2xl bg-surface-sunken" />}
              >
                <ResultsMap
                  className="h-[55vh] min-h-80"
                  label={t('listings.map.label')}
                  points={points}
                  bbox={filters.bbox ?? null}
                  selectedId={selectedId}
                  onSelect={(id) => {
                    setSelectedId(id);
                    document
                      .querySelector(`[data-listing-id="${CSS.escape(id)}"]`)
                      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
                  }}
                  onSearchArea={(bbox) => setFilters({ bbox })}
                />
              </Suspense>
            </div>
          )}
          {result && items.length === 0 && (
            <div className="rounded-2xl border border-dashed border-line p-10 text-center">
              <h2 className="text-lg font-semibold text-ink">{t('listings.search.empty_title')}</h2>
              <p className="mt-1 text-ink-muted">{t('listings.search.empty_text')}</p>
              <Button variant="secondary" className="mt-4" onPress={clearFilters}>
                {t('listings.filters.clear')}
              </Button>
            </div>
          )}
          {list}
          {result && (
            <Pagination
              page={filters.page}
              pages={pages}
              hasNextPage={result.hasNextPage}
              onPage={(page) => {
                setFilters({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
}

export function ListingsPage() {
  return <SearchPage isCommercial={false} />;
}

export function CommercialListingsPage() {
  return <SearchPage isCommercial />;
}
