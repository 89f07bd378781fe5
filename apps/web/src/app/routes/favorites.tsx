import { paths } from '@/config/paths';
import { FavoritesView } from '@/features/favorites';
import { usePageTitle } from '@/lib/use-page-title';

/** `/favoriler` (guarded: only signed-in shoppers have favourites). */
export function FavoritesPage() {
  usePageTitle(paths.favorites.title);
  return <FavoritesView />;
}
