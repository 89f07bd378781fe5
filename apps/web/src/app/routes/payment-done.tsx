import { paths } from '@/config/paths';
import { DoneView } from '@/features/checkout';
import { usePageTitle } from '@/lib/use-page-title';

/** `/odeme-tamamlandi/?siparis=<id>` (guarded): the order confirmation. */
export function PaymentDonePage() {
  usePageTitle(paths.paymentDone.title);
  return <DoneView />;
}
