import type { VendorOrder } from '@carsi/shared';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDashboardStore } from '@/features/dashboard';
import { VendorOrderDetailsPage } from '@/features/vendor-orders';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/vendor/orders/:id/details: one order as the business sees it, with its actions.
 * Each answer is mirrored into the dashboard store's `orderDetails` (SPEC §3: items with id and
 * status, flattened over the business's packages).
 */
export function DashboardOrderDetailsPage() {
  usePageTitle(paths.dashboardPages.orderDetails.title);
  const { id = '' } = useParams();
  const orderId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  const setOrderDetails = useDashboardStore((s) => s.setOrderDetails);
  const onLoaded = useCallback(
    (order: VendorOrder) =>
      setOrderDetails({ ...order, items: order.packages.flatMap((p) => p.items) }),
    [setOrderDetails],
  );
  return <VendorOrderDetailsPage key={orderId} orderId={orderId} onLoaded={onLoaded} />;
}
