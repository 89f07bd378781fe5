import { paths } from '@/config/paths';
import { ServerCartView } from '@/features/cart';
import { CartCouponEntry } from '@/features/promotions';
import { usePageTitle } from '@/lib/use-page-title';

/** `/sepetim/` (guarded): the signed-in shopper's server cart, each package with its coupon. */
export function CartPage() {
  usePageTitle(paths.cart.title);
  return (
    <ServerCartView
      groupFooter={(g) => <CartCouponEntry sellerName={g.seller.name} coupon={g.coupon ?? null} />}
    />
  );
}
