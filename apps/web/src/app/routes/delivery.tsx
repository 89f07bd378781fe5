import { paths } from '@/config/paths';
import { DeliveryView } from '@/features/checkout';
import { usePageTitle } from '@/lib/use-page-title';

/** `/urun-teslim/` (guarded): parcels per seller, delivery dates, on to payment. */
export function DeliveryPage() {
  usePageTitle(paths.delivery.title);
  return <DeliveryView />;
}
