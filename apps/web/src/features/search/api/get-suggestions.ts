import type { SuggestResponse } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Ships with the header on every page: no zod here, only the types of the contract.

/** The server answers nothing useful under two characters (SUGGEST_MIN_QUERY). */
export const SUGGEST_MIN_CHARS = 2;

/** GET /api/urun/api/search/suggest/?q= — products, categories and brands for the header. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestResponse> {
  const { data } = await api.get<SuggestResponse>('/urun/api/search/suggest/', {
    params: { q },
    signal,
  });
  return data;
}

/**
 * Suggestions for the (already debounced) words. Keyed by the words, so a slow answer to an
 * older query can never replace the newer one; the previous list stays while the next loads.
 */
export function useSuggestions(q: string) {
  return useQuery({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
