import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { useCartStore } from './cart-store';

export interface CartCount {
  /** number of lines */
  ItemInCart: number;
  /** number of selected lines */
  SelectedItemInCart: number;
}

export const CART_COUNT_PATH = '/urun/api/cartitemcount/';
/** Prefix of the count query (invalidate it after cart changes); the user id completes it. */
export const cartCountQueryKey = ['cart', 'count'] as const;

/** GET /urun/api/cartitemcount/ (the signed-in user's server cart). */
export async function getCartCount(): Promise<CartCount> {
  const { data } = await apiClient.get<Partial<CartCount>>(CART_COUNT_PATH);
  return {
    ItemInCart: Number(data?.ItemInCart ?? 0),
    SelectedItemInCart: Number(data?.SelectedItemInCart ?? 0),
  };
}

/**
 * The cart badge's numbers. Signed in: the server's count. Anonymous (or still checking):
 * the locally stored cart, without any request (SPEC §7).
 */
export function useCartCount(): CartCount {
  const authenticated = useSessionStore((s) => s.status === 'authenticated');
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const local = useCartStore(
    useShallow((s) => ({ ItemInCart: s.totalItems, SelectedItemInCart: s.totalSelectedItems })),
  );
  const query = useQuery({
    queryKey: [...cartCountQueryKey, userId],
    queryFn: getCartCount,
    enabled: authenticated,
  });
  if (!authenticated) return local;
  return query.data ?? { ItemInCart: 0, SelectedItemInCart: 0 };
}
