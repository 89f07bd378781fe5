import { paths } from '@/config/paths';
import { PaymentView } from '@/features/checkout';
import { usePageTitle } from '@/lib/use-page-title';

/** `/odeme-islemi/` (guarded): wallet, card, instalments, agreements, place the order. */
export function PaymentPage() {
  usePageTitle(paths.payment.title);
  return <PaymentView />;
}
