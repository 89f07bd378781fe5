// Public surface of the favourites feature (/favoriler and the hearts).
export {
  FAVORITES_PATH,
  getFavorites,
  useFavoriteCount,
  useFavoriteIds,
  useFavorites,
} from './api/get-favorites';
export {
  addFavorite,
  removeFavorite,
  useIsFavorite,
  useToggleFavorite,
  type ToggleFavoriteVariables,
} from './api/toggle-favorite';
export { favoritesKeys, favoriteToggleMutationKey } from './api/keys';
export { FavoriteButton, type FavoriteButtonProps } from './components/favorite-button';
export { FavoriteLoginPrompt } from './components/login-prompt';
export { FavoritesView } from './components/favorites-view';
export { FavoriteCard, FavoriteCardSkeleton, priceDropText } from './components/favorite-card';
export { FAVORITE_SORTS, parseFavoriteSort, sortFavorites, type FavoriteSort } from './lib/sort';
