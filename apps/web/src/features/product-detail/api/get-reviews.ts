import type { ReviewPage } from '@carsi/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productDetailKeys } from './keys';

/** GET /api/urun/api/products/{id}/reviews/?page=&rating= */
export async function getReviews(
  productId: number,
  page: number,
  rating: number | null,
): Promise<ReviewPage> {
  const { data } = await api.get<ReviewPage>(`/urun/api/products/${productId}/reviews/`, {
    params: { page, rating: rating ?? undefined },
  });
  return data;
}

/** The reviews, page by page; `enabled` waits until the visitor gets near the section. */
export function useReviews(productId: number, rating: number | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: productDetailKeys.reviews(productId, rating),
    queryFn: ({ pageParam }) => getReviews(productId, pageParam, rating),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.next ? all.length + 1 : undefined),
    enabled,
    staleTime: 60_000,
  });
}
