import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearFilters,
  parseListingSearch,
  toSearchString,
  withFilter,
  type ListingState,
} from './url-state';

export interface ListingUrl {
  state: ListingState;
  /** Applies a filter change (page back to 1) as a new history entry, keeping the scroll. */
  update: (patch: Partial<ListingState>) => void;
  /** Removes every filter (keeps the words and the sort). */
  clear: () => void;
  /** `?…` (or '') of the state with `patch` applied as is (pagination links pass `{ page }`). */
  hrefFor: (patch: Partial<ListingState>) => string;
}

/**
 * The listing's state, read from and written to the URL query. `category` is a query filter
 * only on search; category pages take it from the path and ignore a stray `?category=`.
 */
export function useListingUrl({
  categoryParam = false,
}: { categoryParam?: boolean } = {}): ListingUrl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
    const parsed = parseListingSearch(params);
    return categoryParam ? parsed : { ...parsed, category: undefined };
  }, [params, categoryParam]);

  const go = useCallback(
    (next: ListingState) =>
      // Filters sit beside the grid (or in a drawer): jumping to the top would lose the place.
      setParams(toSearchString(next), { preventScrollReset: true }),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<ListingState>) => go(withFilter(state, patch)),
    [go, state],
  );
  const clear = useCallback(() => go(clearFilters(state)), [go, state]);
  const hrefFor = useCallback(
    (patch: Partial<ListingState>) => toSearchString({ ...state, ...patch }),
    [state],
  );
  return { state, update, clear, hrefFor };
}
