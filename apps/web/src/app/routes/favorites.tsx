// Placeholder until the favourites page lands.
export { ComingSoonRoute as FavoritesPage } from './coming-soon';
