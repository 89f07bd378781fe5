import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { OrderDetailView } from '@/features/orders';
import { usePageTitle } from '@/lib/use-page-title';

/** /siparislerim/:id: one order with its packages, items, refunds and actions. */
export function OrderDetailPage() {
  usePageTitle(paths.orderDetail.title);
  const { id = '' } = useParams();
  const orderId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return <OrderDetailView key={orderId} orderId={orderId} />;
}
