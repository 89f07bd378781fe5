import { soldItemsPageSchema, type SoldItemsPage, type SoldItemsQuery } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { insightKeys, SOLD_ITEMS_PATH } from './keys';

/** GET /vendor/api/dashboard/sold-items/ with filters and a page. */
export async function getSoldItems(q: SoldItemsQuery): Promise<SoldItemsPage> {
  const { data } = await api.get<unknown>(SOLD_ITEMS_PATH, { params: q });
  return soldItemsPageSchema.parse(data);
}

export function useSoldItems(q: SoldItemsQuery) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: insightKeys.soldItems(userId, q),
    queryFn: () => getSoldItems(q),
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads the matching items as CSV (`?format=csv`). Fetched through the API client, which
 * carries the access token a plain link could not, then saved under the server's file name.
 */
export async function downloadSoldItemsCsv(q: SoldItemsQuery): Promise<void> {
  const { data } = await api.get<Blob>(SOLD_ITEMS_PATH, {
    params: { ...q, page: undefined, format: 'csv' },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'satilan-urunler.csv';
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
