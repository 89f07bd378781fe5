/** Query and mutation keys of the favourites (shared: the hearts on every card, the header count
 * and /favoriler); the user id keeps accounts apart. */
export const favoritesKeys = {
  all: ['favorites'] as const,
  list: (userId: number | null) => ['favorites', 'list', userId] as const,
};

/** Every add/remove shares this key, so pending toggles can be read back (useIsFavorite). */
export const favoriteToggleMutationKey = ['favorites', 'toggle'] as const;
