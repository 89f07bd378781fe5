import { LISTING_DEFAULT_PAGE_SIZE, type ListingResponse, type ListingSort } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PRODUCTS_PATH = '/urun/api/products/';
export const SYSTEM_PRODUCTS_PAGE_SIZE = LISTING_DEFAULT_PAGE_SIZE;

export interface SystemProductsParams {
  system: number;
  sort?: ListingSort;
  page?: number;
}

/** GET /api/urun/api/products/?system= — the products that fit a compatibility system. */
export async function getSystemProducts({
  system,
  sort = 'recommended',
  page = 1,
}: SystemProductsParams): Promise<ListingResponse> {
  const { data } = await api.get<ListingResponse>(PRODUCTS_PATH, {
    params: {
      system,
      sort: sort === 'recommended' ? undefined : sort,
      page: page > 1 ? page : undefined,
      page_size: SYSTEM_PRODUCTS_PAGE_SIZE,
    },
  });
  return data;
}

export const systemProductsQueryKey = ({ system, sort = 'recommended', page = 1 }: SystemProductsParams) =>
  ['discovery', 'system-products', system, sort, page] as const;

export function useSystemProducts(params: SystemProductsParams | null) {
  return useQuery({
    queryKey: params ? systemProductsQueryKey(params) : ['discovery', 'system-products', null],
    queryFn: () => getSystemProducts(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
