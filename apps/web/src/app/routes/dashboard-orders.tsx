import { paths } from '@/config/paths';
import { useDashboardStore } from '@/features/dashboard';
import { VendorOrdersPage } from '@/features/vendor-orders';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/orders: the business's packages (tabs, search, dates, bulk shipping, CSV). Each
 * list answer is mirrored into the dashboard store's `orders` (SPEC §3).
 */
export function DashboardOrdersPage() {
  usePageTitle(paths.dashboardPages.orders.title);
  const setOrders = useDashboardStore((s) => s.setOrders);
  return <VendorOrdersPage onLoaded={setOrders} />;
}
