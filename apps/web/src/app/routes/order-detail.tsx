import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ContactSellerButton } from '@/features/conversations';
import { OrderDetailView } from '@/features/orders';
import { usePageTitle } from '@/lib/use-page-title';

/** /siparislerim/:id: one order with its packages, items, refunds and actions. */
export function OrderDetailPage() {
  usePageTitle(paths.orderDetail.title);
  const { id = '' } = useParams();
  const orderId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return (
    <OrderDetailView
      key={orderId}
      orderId={orderId}
      sellerAction={(seller) => (
        <ContactSellerButton businessId={seller.id} businessName={seller.name} orderId={orderId} />
      )}
    />
  );
}
