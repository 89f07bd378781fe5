import type { Favorite } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { favoritesKeys } from './keys';

export const FAVORITES_PATH = '/core/favorites/';

/** GET /core/favorites/: the signed-in shopper's favourites, newest first. */
export async function getFavorites(): Promise<Favorite[]> {
  const { data } = await apiClient.get<Favorite[]>(FAVORITES_PATH);
  return data;
}

/** The signed-in user's id, or null for anonymous visitors and while the session is checked. */
export function useFavoritesUserId(): number | null {
  return useSessionStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? null) : null));
}

/** The favourites list; never requested for anonymous visitors. */
export function useFavorites() {
  const userId = useFavoritesUserId();
  return useQuery({
    queryKey: favoritesKeys.list(userId),
    queryFn: getFavorites,
    enabled: userId != null,
  });
}

const EMPTY = new Set<number>();

function toIdSet(list: Favorite[]): Set<number> {
  return new Set(list.map((f) => f.product.id));
}

/**
 * The favourite product ids as a set, derived from the cached list (so the hearts follow its
 * optimistic updates). Empty for anonymous visitors. Every heart on a page shares one request.
 */
export function useFavoriteIds(): Set<number> {
  const userId = useFavoritesUserId();
  const { data } = useQuery({
    queryKey: favoritesKeys.list(userId),
    queryFn: getFavorites,
    enabled: userId != null,
    select: toIdSet,
  });
  return data ?? EMPTY;
}

/** How many favourites the signed-in user has (0 for anonymous visitors and while loading). */
export function useFavoriteCount(): number {
  return useFavoriteIds().size;
}
