import type { QuestionPage } from '@carsi/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productDetailKeys } from './keys';

/** GET /api/urun/api/products/{id}/questions/?page= (answered questions only). */
export async function getQuestions(productId: number, page: number): Promise<QuestionPage> {
  const { data } = await api.get<QuestionPage>(`/urun/api/products/${productId}/questions/`, {
    params: { page },
  });
  return data;
}

export function useQuestions(productId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: productDetailKeys.questions(productId),
    queryFn: ({ pageParam }) => getQuestions(productId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.next ? all.length + 1 : undefined),
    enabled,
    staleTime: 60_000,
  });
}
