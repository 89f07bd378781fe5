// The tabs of /siparislerim/ and the `?durum=` value each one sends.

export type OrderListFilter = 'tumu' | 'aktif' | 'teslim' | 'iptal' | 'iade';

export const ORDER_FILTERS: readonly { value: OrderListFilter; label: string }[] = [
  { value: 'tumu', label: 'Tümü' },
  { value: 'aktif', label: 'Devam edenler' },
  { value: 'teslim', label: 'Teslim edilenler' },
  { value: 'iptal', label: 'İptaller' },
  { value: 'iade', label: 'İadeler' },
];

/** `?durum=` as a known filter ("tumu" for anything else). */
export function parseOrderFilter(value: string | null): OrderListFilter {
  return ORDER_FILTERS.some((f) => f.value === value && value !== 'tumu')
    ? (value as OrderListFilter)
    : 'tumu';
}

/** `?page=` as a page number (1 for anything else). */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * The last page of a `{count, next}` list. A page that has a next one is full, so its length
 * is the page size.
 */
export function lastPageOf(
  list: { count: number; next: string | null },
  page: number,
  pageLength: number,
): number {
  if (!list.next || pageLength === 0) return page;
  return Math.max(page + 1, Math.ceil(list.count / pageLength));
}
