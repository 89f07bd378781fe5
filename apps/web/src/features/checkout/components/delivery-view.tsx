import { ArrowRight } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import { useCheckoutPreview } from '../api/preview';
import { previewQuantity } from '../lib/preview';
import { CheckoutShell } from './checkout-shell';
import { CheckoutSkeleton, NothingSelected, PreviewError } from './checkout-states';
import { DeliveryAddressCard } from './delivery-address-card';
import { OrderSummary } from './order-summary';
import { PackageCard } from './package-card';
import { PROBLEMS_ID, ProblemsAlert } from './problems-alert';

const TITLE = paths.delivery.title;

/**
 * /urun-teslim/: the chosen address, one card per seller's parcel (cargo company, fee,
 * estimated delivery, lines), the problems to fix in the cart, and the way on to payment.
 */
export function DeliveryView() {
  const navigate = useNavigate();
  const selected = useSelectedAddressStore((s) => s.selectedAddress);
  const { preview, nothingSelected } = useCheckoutPreview(selected?.id ?? null);

  if (!selected) return <Navigate to={paths.chooseAddress.path} replace />;

  if (nothingSelected && !preview.data) {
    return (
      <CheckoutShell step={1} title={TITLE}>
        <NothingSelected />
      </CheckoutShell>
    );
  }
  if (preview.isPending) {
    return (
      <CheckoutShell step={1} title={TITLE}>
        <CheckoutSkeleton label="Teslimat bilgileri yükleniyor" />
      </CheckoutShell>
    );
  }
  if (preview.isError) {
    return (
      <CheckoutShell step={1} title={TITLE}>
        <PreviewError error={preview.error} onRetry={() => void preview.refetch()} />
      </CheckoutShell>
    );
  }

  const data = preview.data;
  const blocked = data.problems.length > 0 || data.packages.length === 0;
  return (
    <CheckoutShell step={1} title={TITLE}>
      <div className="pb-28 lg:pb-0">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
          <div className="space-y-4">
            <ProblemsAlert problems={data.problems} />
            <DeliveryAddressCard address={data.address} />
            <p className="text-sm text-ink-muted">
              {data.packages.length > 1
                ? `Siparişiniz ${data.packages.length} ayrı pakette, her satıcıdan ayrı gönderilir.`
                : 'Siparişiniz tek pakette gönderilir.'}
            </p>
            {data.packages.map((pkg, i) => (
              <PackageCard key={pkg.seller.id} pkg={pkg} index={i} count={data.packages.length} />
            ))}
            <Link to={paths.cart.path} className={buttonClasses('ghost', 'md', '-ml-2')}>
              Sepete dön
            </Link>
          </div>
          <OrderSummary
            totals={data}
            quantity={previewQuantity(data)}
            action={
              <>
                <Button
                  size="lg"
                  className="w-full"
                  disabled={blocked}
                  aria-describedby={data.problems.length > 0 ? PROBLEMS_ID : undefined}
                  onClick={() => void navigate(paths.payment.path)}
                >
                  Ödemeye geç
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Button>
                {data.problems.length > 0 && (
                  <p className="mt-2 hidden text-xs text-danger lg:block">
                    Devam etmek için sepetinizdeki sorunları giderin.
                  </p>
                )}
              </>
            }
          />
        </div>
      </div>
    </CheckoutShell>
  );
}
