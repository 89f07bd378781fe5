// Public surface of the favourites feature (/favoriler and the hearts).
export { FavoritesView } from './components/favorites-view';
export { FavoriteCard, FavoriteCardSkeleton, priceDropText } from './components/favorite-card';
export { FAVORITE_SORTS, parseFavoriteSort, sortFavorites, type FavoriteSort } from './lib/sort';
