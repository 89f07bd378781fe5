import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingUrl } from './use-listing-state';
import {
  clearFilters,
  parseListingSearch,
  toSearchString,
  withFilter,
  type ListingState,
} from './url-state';

/** `?system=<id>` first, then the listing's own query (`?…` or ''). */
export function withSystem(system: number, listingSearch: string): string {
  const rest = listingSearch.replace(/^\?/, '');
  return `?system=${system}${rest ? `&${rest}` : ''}`;
}

/**
 * The listing's URL state (filters, sort, page: the same keys as category pages, `category` as
 * a query filter) with the finder's `?system=` kept through every change.
 */
export function useSystemListingUrl(system: number): ListingUrl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListingSearch(params), [params]);
  const go = useCallback(
    (next: ListingState) =>
      setParams(withSystem(system, toSearchString(next)), { preventScrollReset: true }),
    [setParams, system],
  );
  const update = useCallback(
    (patch: Partial<ListingState>) => go(withFilter(state, patch)),
    [go, state],
  );
  const clear = useCallback(() => go(clearFilters(state)), [go, state]);
  const hrefFor = useCallback(
    (patch: Partial<ListingState>) => withSystem(system, toSearchString({ ...state, ...patch })),
    [state, system],
  );
  return { state, update, clear, hrefFor };
}
