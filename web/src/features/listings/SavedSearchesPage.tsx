import { useMutation, useQuery } from '@apollo/client/react';
import { toSearchParams } from '@leiga/domain';
import { useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  DeleteSavedSearchDocument,
  SavedSearchesDocument,
  SavedSearchRow_SearchFragmentDoc,
  UpdateSavedSearchDocument,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { Button, buttonClass } from '../../ui/Button';
import { Badge, PageHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDate } from '../../lib/format';
import { translateGraphError } from '../../ui/graph-errors';
import { BellIcon } from '../../ui/icons';
import { formatNumber, formatPrice, fromGraphFilter, toDomainType } from './model';
import { SearchNameField } from './SearchNameField';
import { LoadState } from '../../ui/ListState';

type Search = ReturnType<typeof useSearch>;
function useSearch(ref: FragmentType<typeof SavedSearchRow_SearchFragmentDoc>) {
  return getFragmentData(SavedSearchRow_SearchFragmentDoc, ref);
}

/** The filters of a saved search as short chips: "101, 105", "≤ 300.000 kr.", "Pets". */
function useFilterChips(search: Search): string[] {
  const { t, i18n } = useTranslation();
  const f = search.filter;
  const range = (min: number | null, max: number | null, fmt: (n: number) => string) =>
    min !== null && max !== null
      ? `${fmt(min)} – ${fmt(max)}`
      : min !== null
        ? `≥ ${fmt(min)}`
        : max !== null
          ? `≤ ${fmt(max)}`
          : null;
  return [
    f.q ? `“${f.q}”` : null,
    f.postalCodes?.length ? f.postalCodes.join(', ') : null,
    f.municipalities?.length ? f.municipalities.join(', ') : null,
    range(f.priceMin, f.priceMax, (n) => formatPrice(n, 'ISK', i18n.language)),
    range(f.roomsMin, f.roomsMax, (n) => t('listings.card.rooms', { count: n })),
    range(f.sizeMin, f.sizeMax, (n) => `${formatNumber(n, i18n.language)} m²`),
    f.types?.length ? f.types.map((x) => t(`listings.types.${toDomainType(x)}`)).join(', ') : null,
    f.pets ? t('listings.filters.pets') : null,
    f.furnished ? t('listings.filters.furnished') : null,
    f.availableBy ? t('listings.saved.available_by', { date: formatDate(f.availableBy) }) : null,
    f.bbox ? t('listings.filters.map_area') : null,
  ].filter((c): c is string => Boolean(c));
}

function SavedSearchRow({
  search: ref,
}: {
  search: FragmentType<typeof SavedSearchRow_SearchFragmentDoc>;
}) {
  const { t } = useTranslation();
  const search = useSearch(ref);
  const chips = useFilterChips(search);
  const [isRenaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [update, updateState] = useMutation(UpdateSavedSearchDocument);
  const [remove, removeState] = useMutation(DeleteSavedSearchDocument, {
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'SavedSearch', id: search.id }) });
      cache.evict({ fieldName: 'savedSearches' });
      cache.gc();
    },
  });
  const params = toSearchParams(fromGraphFilter(search.filter)).toString();
  const base = search.filter.commercial ? routes.commercialListings.href() : routes.listings.href();

  const rename = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      await update({ variables: { input: { id: search.id, name: trimmed } } });
      setRenaming(false);
      toast.success(t('listings.saved.renamed'));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };
  const setAlerts = async (on: boolean) => {
    try {
      await update({ variables: { input: { id: search.id, isAlertEnabled: on } } });
      toast.success(on ? t('listings.saved.alerts_on') : t('listings.saved.alerts_off'));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };
  const confirmDelete = async () => {
    try {
      await remove({ variables: { input: { id: search.id } } });
      setDeleteOpen(false);
      toast.success(t('listings.saved.deleted', { name: search.name }));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };

  return (
    <li
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm"
      data-testid="saved-search"
    >
      {isRenaming ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void rename();
          }}
        >
          <SearchNameField value={name} onChange={setName} className="flex-1" />
          <div className="flex gap-2">
            <Button type="submit" isLoading={updateState.loading} isDisabled={!name.trim()}>
              {t('common.actions.save')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                setName(search.name);
                setRenaming(false);
              }}
            >
              {t('common.actions.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold text-ink">{search.name}</h2>
            <p className="text-xs text-ink-muted">
              {t('listings.saved.created', { date: formatDate(search.createdAt) })}
            </p>
          </div>
          <RouteLink
            to={`${base}${params ? `?${params}` : ''}`}
            className={buttonClass('primary', 'sm')}
          >
            {t('listings.saved.open')}
          </RouteLink>
        </div>
      )}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('listings.saved.filters')}>
        {chips.length === 0 ? (
          <li>
            <Badge>{t('listings.saved.all_listings')}</Badge>
          </li>
        ) : (
          chips.map((c) => (
            <li key={c}>
              <Badge tone="brand">{c}</Badge>
            </li>
          ))
        )}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <Switch
          isSelected={search.isAlertEnabled}
          onChange={(on) => void setAlerts(on)}
          className="group flex cursor-pointer items-center gap-3 text-sm text-ink"
        >
          <span className="flex h-6 w-11 shrink-0 items-center rounded-full bg-surface-sunken p-0.5 ring-1 ring-line transition-colors group-selected:bg-brand-700 group-focus-visible:ring-2 group-focus-visible:ring-brand-500">
            <span className="size-5 rounded-full bg-white shadow transition-transform group-selected:translate-x-5" />
          </span>
          <BellIcon size={16} />
          {t('listings.saved.alerts')}
        </Switch>
        {!isRenaming && (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onPress={() => setRenaming(true)}>
              {t('listings.saved.rename')}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => setDeleteOpen(true)}>
              {t('common.actions.delete')}
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title={t('listings.saved.delete_title')}
        text={t('listings.saved.delete_text', { name: search.name })}
        isLoading={removeState.loading}
        onConfirm={() => void confirmDelete()}
      />
    </li>
  );
}

/** /tenants/saved-searches: open, rename, delete, and e-mail alerts on or off. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(SavedSearchesDocument, {
    variables: { page: 1, pageSize: 100 },
  });
  const saved = data?.savedSearches;
  return (
    <div>
      <PageHeader
        title={t('listings.saved.title')}
        subtitle={t('listings.saved.subtitle')}
        actions={
          <RouteLink to={routes.listings.href()} className={buttonClass('secondary')}>
            {t('listings.saved.new_search')}
          </RouteLink>
        }
      />
      <LoadState hasData={Boolean(saved)} isLoading={loading} error={error} />
      {saved && saved.items.length === 0 && (
        <div className="rounded-2xl border border-dashed border-line p-10 text-center">
          <BellIcon size={32} className="mx-auto text-ink-muted" />
          <h2 className="mt-3 text-lg font-semibold text-ink">{t('listings.saved.empty_title')}</h2>
          <p className="mt-1 text-ink-muted">{t('listings.saved.empty_text')}</p>
          <RouteLink to={routes.listings.href()} className={`${buttonClass('primary')} mt-4`}>
            {t('listings.liked.browse')}
          </RouteLink>
        </div>
      )}
      {saved && saved.items.length > 0 && (
        <ul className="flex flex-col gap-4">
          {saved.items.map((item) => (
            <SavedSearchRow key={item.id} search={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
