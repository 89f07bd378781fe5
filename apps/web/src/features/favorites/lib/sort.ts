import type { Favorite } from '@carsi/shared';

/** Sort orders of /favoriler, as they appear in the URL (`?sirala=`). */
export const FAVORITE_SORTS = [
  { value: 'yeni', label: 'Son eklenen' },
  { value: 'fiyati-dusen', label: 'Fiyatı düşenler' },
  { value: 'en-dusuk-fiyat', label: 'En düşük fiyat' },
] as const;

export type FavoriteSort = (typeof FAVORITE_SORTS)[number]['value'];

export const DEFAULT_FAVORITE_SORT: FavoriteSort = 'yeni';

/** The sort named in the URL, or the default for anything else. */
export function parseFavoriteSort(value: string | null): FavoriteSort {
  return FAVORITE_SORTS.find((s) => s.value === value)?.value ?? DEFAULT_FAVORITE_SORT;
}

const newestFirst = (a: Favorite, b: Favorite) => Date.parse(b.added_at) - Date.parse(a.added_at);

/**
 * A sorted copy. Ties keep the newest first. "Fiyatı düşenler": the biggest drop first, the
 * products that did not get cheaper after them.
 */
export function sortFavorites(list: readonly Favorite[], sort: FavoriteSort): Favorite[] {
  const copy = [...list];
  switch (sort) {
    case 'fiyati-dusen':
      return copy.sort((a, b) => b.price_drop - a.price_drop || newestFirst(a, b));
    case 'en-dusuk-fiyat':
      return copy.sort((a, b) => a.product.price - b.product.price || newestFirst(a, b));
    default:
      return copy.sort(newestFirst);
  }
}
