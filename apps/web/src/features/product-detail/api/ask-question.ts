import type { QuestionCreated, QuestionRequest } from '@carsi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const questionsPath = (productId: number) => `/urun/api/products/${productId}/questions/`;

/**
 * POST /api/urun/api/products/{id}/questions/: a question to one of the product's sellers (the
 * best offer's when none is chosen). It stays private until the seller answers.
 */
export async function askQuestion(
  productId: number,
  body: QuestionRequest,
): Promise<QuestionCreated> {
  const { data } = await apiClient.post<QuestionCreated>(questionsPath(productId), body);
  return data;
}

export function useAskQuestion(productId: number) {
  return useMutation({ mutationFn: (body: QuestionRequest) => askQuestion(productId, body) });
}
