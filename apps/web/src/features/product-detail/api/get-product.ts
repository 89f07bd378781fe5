import type { ProductDetail } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productDetailKeys } from './keys';

/** GET /api/urun/api/products/{slug}/ — everything the product page shows first. */
export async function getProduct(slug: string): Promise<ProductDetail> {
  // The server validates its answers against the contract; the client trusts the type (no zod here).
  const { data } = await api.get<ProductDetail>(`/urun/api/products/${encodeURIComponent(slug)}/`);
  return data;
}

export function useProduct(slug: string) {
  return useQuery({
    queryKey: productDetailKeys.detail(slug),
    queryFn: () => getProduct(slug),
    staleTime: 60_000,
  });
}
