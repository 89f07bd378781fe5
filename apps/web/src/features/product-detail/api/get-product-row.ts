import type { ProductRowResponse } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productDetailKeys, type ProductRowKind } from './keys';

/** GET /api/urun/api/products/{id}/similar/ and …/bought-together/ */
export async function getProductRow(
  productId: number,
  kind: ProductRowKind,
): Promise<ProductRowResponse> {
  const { data } = await api.get<ProductRowResponse>(`/urun/api/products/${productId}/${kind}/`);
  return data;
}

export function useProductRow(productId: number, kind: ProductRowKind, enabled: boolean) {
  return useQuery({
    queryKey: productDetailKeys.row(productId, kind),
    queryFn: () => getProductRow(productId, kind),
    enabled,
    staleTime: 5 * 60_000,
  });
}
