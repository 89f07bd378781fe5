import { paths } from '@/config/paths';
import { useDashboardStore } from '@/features/dashboard';
import { VendorProductsPage } from '@/features/vendor-catalog';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/products: the business's products (status tabs, search, ?stok=az|yok, bulk
 * activate/deactivate). Each list answer is mirrored into the dashboard store's `products`
 * (SPEC §3).
 */
export function DashboardProductsPage() {
  usePageTitle(paths.dashboardPages.products.title);
  const setProducts = useDashboardStore((s) => s.setProducts);
  return <VendorProductsPage onLoaded={setProducts} />;
}
