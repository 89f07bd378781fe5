import type { AddFavorite, Favorite, ProductCard } from '@carsi/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { FAVORITES_PATH, useFavoriteIds, useFavoritesUserId } from './get-favorites';
import { favoriteToggleMutationKey, favoritesKeys } from './keys';

/** POST /core/favorites/ `{product_id}`: 201 (added) or 200 (already there), the favourite. */
export async function addFavorite(productId: number): Promise<Favorite> {
  const body: AddFavorite = { product_id: productId };
  const { data } = await apiClient.post<Favorite>(FAVORITES_PATH, body);
  return data;
}

/** DELETE /core/favorites/{product_id}/: 204. */
export async function removeFavorite(productId: number): Promise<void> {
  await apiClient.delete(`${FAVORITES_PATH}${productId}/`);
}

export interface ToggleFavoriteVariables {
  productId: number;
  /** true adds, false removes. */
  on: boolean;
  /**
   * What the list shows while the add is on its way: a card (a heart on a product card) or
   * the removed favourite itself (undo on /favoriler). Without it only the hearts change
   * until the server answers.
   */
  optimistic?: { product: ProductCard } | { favorite: Favorite; index?: number };
}

interface ToggleContext {
  /** The removed entry and where it stood, to put it back if the server refuses. */
  removed?: { favorite: Favorite; index: number };
  /** Whether this add put a placeholder in the list, to take it out again on failure. */
  inserted?: boolean;
}

function placeholder(vars: ToggleFavoriteVariables): { favorite: Favorite; index: number } | null {
  const o = vars.optimistic;
  if (!o) return null;
  if ('favorite' in o) return { favorite: o.favorite, index: o.index ?? 0 };
  return {
    // Newest first; price_at_add and price_drop are the server's to set, this is a best guess.
    favorite: {
      product: o.product,
      added_at: new Date().toISOString(),
      price_at_add: o.product.price,
      price_drop: 0,
    },
    index: 0,
  };
}

/**
 * Adds or removes a favourite with an optimistic update of the cached list (and so of the
 * heart set derived from it); on failure the change is undone and the error is rethrown for
 * the caller's toast. Only for signed-in users: callers ask anonymous visitors to log in.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const userId = useFavoritesUserId();
  const key = favoritesKeys.list(userId);

  return useMutation<Favorite | void, unknown, ToggleFavoriteVariables, ToggleContext>({
    mutationKey: favoriteToggleMutationKey,
    // One queue: a quick add-then-remove reaches the server in the order it was clicked.
    scope: { id: 'favorites' },
    mutationFn: ({ productId, on }) => (on ? addFavorite(productId) : removeFavorite(productId)),
    onMutate: async (vars) => {
      // A list request already on its way would overwrite the optimistic change.
      await queryClient.cancelQueries({ queryKey: key });
      const list = queryClient.getQueryData<Favorite[]>(key);
      if (!list) return {};
      const at = list.findIndex((f) => f.product.id === vars.productId);
      if (!vars.on) {
        if (at < 0) return {};
        queryClient.setQueryData<Favorite[]>(
          key,
          list.filter((_, i) => i !== at),
        );
        return { removed: { favorite: list[at]!, index: at } };
      }
      const entry = placeholder(vars);
      if (at >= 0 || !entry) return {};
      const next = [...list];
      next.splice(Math.min(entry.index, next.length), 0, entry.favorite);
      queryClient.setQueryData<Favorite[]>(key, next);
      return { inserted: true };
    },
    onError: (_error, vars, context) => {
      // Undo only this change, so other toggles in flight keep theirs.
      queryClient.setQueryData<Favorite[]>(key, (list) => {
        if (!list) return list;
        if (context?.removed) {
          if (list.some((f) => f.product.id === vars.productId)) return list;
          const next = [...list];
          next.splice(Math.min(context.removed.index, next.length), 0, context.removed.favorite);
          return next;
        }
        if (context?.inserted) return list.filter((f) => f.product.id !== vars.productId);
        return list;
      });
    },
    onSuccess: (data, vars) => {
      if (!vars.on || !data) return;
      // A later toggle of the same product is queued: its optimistic state stands.
      const later = queryClient.getMutationCache().findAll({
        mutationKey: favoriteToggleMutationKey,
        status: 'pending',
        predicate: (m) =>
          m.state.variables !== vars &&
          (m.state.variables as ToggleFavoriteVariables | undefined)?.productId === vars.productId,
      });
      if (later.length > 0) return;
      // The server's entry (its added_at and price_at_add) replaces the placeholder.
      queryClient.setQueryData<Favorite[]>(key, (list) => {
        if (!list) return list;
        const at = list.findIndex((f) => f.product.id === vars.productId);
        if (at < 0) return [data, ...list];
        const next = [...list];
        next[at] = data;
        return next;
      });
    },
    onSettled: () => {
      // Re-read once the last toggle has settled (this one still counts as mutating).
      if (queryClient.isMutating({ mutationKey: favoriteToggleMutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/**
 * Whether the product is a favourite, as the shopper last asked: a toggle still on its way
 * wins over the list (the product page's heart has no card to put in the list). False for
 * anonymous visitors.
 */
export function useIsFavorite(productId: number): boolean {
  const ids = useFavoriteIds();
  const pending = useMutationState({
    filters: {
      mutationKey: favoriteToggleMutationKey,
      status: 'pending',
      predicate: (m) =>
        (m.state.variables as ToggleFavoriteVariables | undefined)?.productId === productId,
    },
    select: (m) => (m.state.variables as ToggleFavoriteVariables).on,
  });
  return pending.length > 0 ? pending[pending.length - 1]! : ids.has(productId);
}
