import { paths } from '@/config/paths';
import { ServerCartView } from '@/features/cart';
import { usePageTitle } from '@/lib/use-page-title';

/** `/sepetim/` (guarded): the signed-in shopper's server cart. */
export function CartPage() {
  usePageTitle(paths.cart.title);
  return <ServerCartView />;
}
