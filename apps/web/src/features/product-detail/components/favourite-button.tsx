import { FavoriteButton } from '@/components/catalog/favorite-button';

/**
 * The product page's heart: the favourites feature's button (server favourites, optimistic,
 * a login prompt for anonymous visitors) in the buy box's large square style.
 */
export function FavouriteButton({
  productId,
  className,
}: {
  productId: number;
  className?: string;
}) {
  return <FavoriteButton productId={productId} variant="large" className={className} />;
}
