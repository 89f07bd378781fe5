import { paths } from '@/config/paths';
import { useDashboardStore } from '@/features/dashboard';
import { VendorProductsPage } from '@/features/vendor-catalog';
import { OfferInlineEdit } from '@/features/vendor-offers';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/products: the business's products (status tabs, search, ?stok=az|yok, bulk
 * activate/deactivate). Each list answer is mirrored into the dashboard store's `products`
 * (SPEC §3). Price and stock are edited in place (the offers feature's inline editor).
 */
export function DashboardProductsPage() {
  usePageTitle(paths.dashboardPages.products.title);
  const setProducts = useDashboardStore((s) => s.setProducts);
  return (
    <VendorProductsPage onLoaded={setProducts} priceCell={(p) => <OfferInlineEdit product={p} />} />
  );
}
