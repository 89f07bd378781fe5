import { MapPinOff, RefreshCw, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses, Card, EmptyState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { httpStatus } from '@/lib/api-client';
import { errorCode } from '../lib/errors';

/** Placeholder of a checkout page while the preview loads. */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-4">
          <Skeleton className="h-28 w-full" />
          {[0, 1].map((i) => (
            <Card key={i} padding="sm" className="space-y-4">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-64" />
              <div className="flex gap-4">
                <Skeleton className="h-20 w-20" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
            </Card>
          ))}
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

/** No cart line is selected: back to the cart. */
export function NothingSelected() {
  return (
    <Card>
      <EmptyState
        icon={<ShoppingCart className="h-8 w-8" />}
        title="Sepetinizde seçili ürün yok"
        description="Satın almak istediğiniz ürünleri sepetinizde seçin, sonra siparişe devam edin."
        action={
          <>
            <Link to={paths.cart.path} className={buttonClasses('primary')}>
              Sepete git
            </Link>
            <Link to={paths.home.path} className={buttonClasses('secondary')}>
              Alışverişe devam et
            </Link>
          </>
        }
      />
    </Card>
  );
}

/** What a failed preview means for the shopper: nothing selected, address gone, or try again. */
export function PreviewError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (errorCode(error) === 'sepet_bos' || httpStatus(error) === 400) return <NothingSelected />;
  if (httpStatus(error) === 404) {
    return (
      <Card>
        <EmptyState
          icon={<MapPinOff className="h-8 w-8" />}
          title="Teslimat adresi bulunamadı"
          description="Seçtiğiniz adres silinmiş olabilir. Lütfen bir teslimat adresi seçin."
          action={
            <Link to={paths.chooseAddress.path} className={buttonClasses('primary')}>
              Adres seç
            </Link>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <EmptyState
        icon={<RefreshCw className="h-7 w-7" />}
        title="Sipariş bilgileri yüklenemedi"
        description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
        action={<Button onClick={onRetry}>Tekrar dene</Button>}
      />
    </Card>
  );
}
