import { shopSchema, type PublicShop } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const shopPath = (slug: string) => `/urun/api/shops/${encodeURIComponent(slug)}/`;

/** GET /urun/api/shops/{slug}/: the public shop header (404 for a hidden or unknown shop). */
export async function getShop(slug: string): Promise<PublicShop> {
  const { data } = await api.get<unknown>(shopPath(slug));
  return shopSchema.parse(data);
}

export function useShop(slug: string) {
  return useQuery({
    queryKey: ['shop', slug],
    queryFn: () => getShop(slug),
    staleTime: 60_000,
  });
}
