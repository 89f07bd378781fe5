import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJSONStorage } from '@/lib/persist';

// Stand-in until the favourites API (`/core/favorites/`) is built: a signed-in user's hearts are
// kept in this browser only, per user id, so they never leak to another account on the same
// device. When the API lands this store goes and the toggle calls the server.

export const FAVOURITES_STORAGE_KEY = 'carsi-favourites-local';

interface FavouritesState {
  /** user id → product ids */
  byUser: Record<string, number[]>;
  toggle: (userId: number, productId: number) => boolean;
}

export const useLocalFavourites = create<FavouritesState>()(
  persist(
    (set, get) => ({
      byUser: {},
      toggle: (userId, productId) => {
        const key = String(userId);
        const current = get().byUser[key] ?? [];
        const on = !current.includes(productId);
        set({
          byUser: {
            ...get().byUser,
            [key]: on ? [...current, productId] : current.filter((id) => id !== productId),
          },
        });
        return on;
      },
    }),
    {
      name: FAVOURITES_STORAGE_KEY,
      version: 1,
      storage: localJSONStorage<Pick<FavouritesState, 'byUser'>>(),
      partialize: (s) => ({ byUser: s.byUser }),
    },
  ),
);

/** Whether the user has hearted the product (false for nobody). */
export function useIsLocalFavourite(userId: number | null, productId: number): boolean {
  return useLocalFavourites((s) =>
    userId == null ? false : (s.byUser[String(userId)] ?? []).includes(productId),
  );
}
