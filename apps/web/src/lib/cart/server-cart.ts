import type { AddCartItem, Cart, CartLine, MergeCart, UpdateCartItem } from '@carsi/shared';
import { CART_LINE_LIMIT } from '@carsi/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { useCartStore, type LocalCartItem } from './cart-store';
import { cartCountQueryKey, type CartCount } from './cart-count';

// The signed-in shopper's server cart (issue 5, contracts/cart.ts). Every write answers the
// whole cart, which replaces the cached one (and the header count) as it is.

export const CART_PATH = '/urun/api/cart/';
export const CART_ITEMS_PATH = '/urun/api/cart/items/';
export const CART_SELECT_ALL_PATH = '/urun/api/cart/select-all/';
export const CART_MERGE_PATH = '/urun/api/cart/merge/';

export const serverCartKeys = {
  all: ['cart', 'server'] as const,
  cart: (userId: number | null) => ['cart', 'server', userId] as const,
};

/** One queue for every cart write, so answers land in the order the shopper clicked. */
const CART_SCOPE = { id: 'cart' };

export async function getServerCart(): Promise<Cart> {
  const { data } = await apiClient.get<Cart>(CART_PATH);
  return data;
}

/** Stores a cart answer and the header count derived from it. */
export function setServerCart(queryClient: QueryClient, userId: number | null, cart: Cart): void {
  queryClient.setQueryData(serverCartKeys.cart(userId), cart);
  queryClient.setQueryData<CartCount>([...cartCountQueryKey, userId], {
    ItemInCart: cart.ItemInCart,
    SelectedItemInCart: cart.SelectedItemInCart,
  });
}

function useCartUserId(): number | null {
  return useSessionStore((s) => (s.status === 'authenticated' ? (s.user?.id ?? null) : null));
}

/** The server cart; never requested for anonymous visitors. */
export function useServerCart() {
  const userId = useCartUserId();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: serverCartKeys.cart(userId),
    queryFn: async () => {
      const cart = await getServerCart();
      setServerCart(queryClient, userId, cart);
      return cart;
    },
    enabled: userId != null,
  });
}

/** Changes a cached line at once (quantity, selection); the answer then brings the totals. */
function patchLine(cart: Cart | undefined, id: number, patch: Partial<CartLine>): Cart | undefined {
  if (!cart) return cart;
  return {
    ...cart,
    groups: cart.groups.map((g) => ({
      ...g,
      lines: g.lines.map((l) => (l.id === id ? { ...l, ...patch } : l)),
    })),
  };
}

function useCartWrite<V>(
  fn: (vars: V) => Promise<Cart>,
  optimistic?: (cart: Cart | undefined, vars: V) => Cart | undefined,
) {
  const queryClient = useQueryClient();
  const userId = useCartUserId();
  const key = serverCartKeys.cart(userId);
  return useMutation<Cart, unknown, V>({
    scope: CART_SCOPE,
    mutationFn: fn,
    onMutate: optimistic
      ? async (vars) => {
          await queryClient.cancelQueries({ queryKey: key });
          queryClient.setQueryData<Cart>(key, (cart) => optimistic(cart, vars));
        }
      : undefined,
    onSuccess: (cart) => setServerCart(queryClient, userId, cart),
    // The optimistic change may be wrong now: read the cart again.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /urun/api/cart/items/ `{offer_id, quantity}` (409 with a Turkish detail when out of stock). */
export function useAddCartItem() {
  return useCartWrite(async (body: AddCartItem) => {
    const { data } = await apiClient.post<Cart>(CART_ITEMS_PATH, body);
    return data;
  });
}

export interface UpdateCartItemVariables extends UpdateCartItem {
  id: number;
}

/** PATCH /urun/api/cart/items/{id}/ `{quantity?, selected?}`. */
export function useUpdateCartItem() {
  return useCartWrite(
    async ({ id, ...body }: UpdateCartItemVariables) => {
      const { data } = await apiClient.patch<Cart>(`${CART_ITEMS_PATH}${id}/`, body);
      return data;
    },
    (cart, { id, ...body }) => patchLine(cart, id, body),
  );
}

/** DELETE /urun/api/cart/items/{id}/. */
export function useRemoveCartItem() {
  return useCartWrite(async (id: number) => {
    const { data } = await apiClient.delete<Cart>(`${CART_ITEMS_PATH}${id}/`);
    return data;
  });
}

/** POST /urun/api/cart/select-all/ `{selected}`. */
export function useSelectAllCart() {
  return useCartWrite(
    async (selected: boolean) => {
      const { data } = await apiClient.post<Cart>(CART_SELECT_ALL_PATH, { selected });
      return data;
    },
    (cart, selected) =>
      cart && {
        ...cart,
        groups: cart.groups.map((g) => ({
          ...g,
          lines: g.lines.map((l) => (l.stock > 0 ? { ...l, selected } : l)),
        })),
      },
  );
}

/** The merge body of local lines; quantities kept within what the contract accepts. */
export function mergeBodyOf(items: LocalCartItem[]): MergeCart {
  return {
    items: items.map((i) => ({
      offer_id: i.offer_id,
      quantity: Math.min(Math.max(1, Math.floor(i.quantity)), CART_LINE_LIMIT),
      selected: i.selected,
    })),
  };
}

/**
 * At login: POST /urun/api/cart/merge/ with the anonymous cart's lines. The merged lines leave
 * the local cart only once the server has them; on failure they stay (nothing is lost) and
 * the error is rethrown for the caller.
 */
let mergeInFlight: Promise<void> | null = null;

export function mergeLocalCart(queryClient: QueryClient, userId: number): Promise<void> {
  // One merge at a time: a second one with the same lines would add the quantities twice.
  mergeInFlight ??= runMerge(queryClient, userId).finally(() => {
    mergeInFlight = null;
  });
  return mergeInFlight;
}

async function runMerge(queryClient: QueryClient, userId: number): Promise<void> {
  const items = useCartStore.getState().items;
  if (items.length === 0) return;
  const { data } = await apiClient.post<Cart>(CART_MERGE_PATH, mergeBodyOf(items));
  setServerCart(queryClient, userId, data);
  const store = useCartStore.getState();
  for (const item of items) store.removeItem(item.offer_id);
}
