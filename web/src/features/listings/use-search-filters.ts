import { fromSearchParams, toSearchParams, type ListingSearch } from '@leiga/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SearchFilters = ListingSearch;
export type FiltersPatch = { [K in keyof ListingSearch]?: ListingSearch[K] | null };

/**
 * The search's filters live in the URL (SPEC 5): read with the domain's fromSearchParams, written
 * with toSearchParams, which drops empty values and defaults. Any change but the page number
 * goes back to page 1. The view (list or map) is kept beside the filters.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => fromSearchParams(params), [params]);
  const view = params.get('view') === 'map' ? 'map' : 'list';

  const setFilters = useCallback(
    (patch: FiltersPatch, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const base = fromSearchParams(current);
          const next = { ...base, ...patch } as Record<string, unknown>;
          if (!('page' in patch)) next.page = 1;
          const out = toSearchParams(next as Partial<ListingSearch>);
          const currentView = current.get('view');
          if (currentView) out.set('view', currentView);
          return out;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const setView = useCallback(
    (next: 'list' | 'map') => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === 'map') out.set('view', 'map');
          else out.delete('view');
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams((current) => {
      const out = new URLSearchParams();
      const currentView = current.get('view');
      if (currentView) out.set('view', currentView);
      return out;
    });
  }, [setParams]);

  return { filters, setFilters, clearFilters, view, setView } as const;
}
