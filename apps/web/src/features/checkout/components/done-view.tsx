import type { Order } from '@carsi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CircleCheckBig, ClipboardList, RefreshCw, Store, Truck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses, Card, EmptyState, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { cartCountQueryKey } from '@/lib/cart/cart-count';
import { serverCartKeys } from '@/lib/cart/server-cart';
import { httpStatus } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useCheckoutOrder } from '../api/order';
import { checkoutKeys } from '../api/keys';
import { formatDeliveryRange } from '../lib/delivery-dates';
import { clearCheckoutKey } from '../lib/idempotency';
import { CheckoutShell } from './checkout-shell';
import { LineImage } from './line-image';
import { optionLabel } from './installment-options';

const TITLE = paths.paymentDone.title;

function orderIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** "Kart **** 0008 (3 taksit)", "Cüzdan", or both with their amounts. */
function paymentLines(order: Order): string[] {
  const lines: string[] = [];
  if (order.paid_card > 0) {
    const card = order.card_label ? `Kart ${order.card_label}` : 'Kart';
    const plan = order.installments > 1 ? ` (${optionLabel(order.installments)})` : ' (tek çekim)';
    lines.push(
      order.paid_wallet > 0 ? `${card}${plan}: ${formatMoney(order.paid_card)}` : `${card}${plan}`,
    );
  }
  if (order.paid_wallet > 0) {
    lines.push(
      order.paid_card > 0 ? `Cüzdan: ${formatMoney(order.paid_wallet)}` : 'Cüzdan bakiyesi',
    );
  }
  return lines;
}

function NoOrder({ notFound }: { notFound?: boolean }) {
  return (
    <Card>
      <EmptyState
        level={1}
        icon={<ClipboardList className="h-8 w-8" />}
        title={notFound ? 'Sipariş bulunamadı' : 'Gösterilecek bir sipariş yok'}
        description={
          notFound
            ? 'Bu sipariş hesabınıza ait değil ya da silinmiş. Verdiğiniz bütün siparişleri Siparişlerim sayfasında görebilirsiniz.'
            : 'Bu sayfa bir siparişi tamamladığınızda açılır. Verdiğiniz bütün siparişleri Siparişlerim sayfasında görebilirsiniz.'
        }
        action={
          <>
            <Link to={paths.orders.path} className={buttonClasses('primary')}>
              Siparişlerime git
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

function DoneSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl space-y-4">
      <span className="sr-only">Sipariş bilgileri yükleniyor</span>
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** /odeme-tamamlandi/?siparis=<id>: the order is placed. */
export function DoneView() {
  const [params] = useSearchParams();
  const orderId = orderIdOf(params.get('siparis'));
  const order = useCheckoutOrder(orderId);
  const queryClient = useQueryClient();

  // The bought lines left the cart: the header count and the cart are read again; the next
  // checkout starts with a new key and a new preview.
  useEffect(() => {
    clearCheckoutKey();
    void queryClient.invalidateQueries({ queryKey: serverCartKeys.all });
    void queryClient.invalidateQueries({ queryKey: cartCountQueryKey });
    queryClient.removeQueries({ queryKey: checkoutKeys.previews });
  }, [queryClient]);

  if (orderId == null) {
    return (
      <CheckoutShell step={2} title={TITLE} hideTitle>
        <div className="mt-6">
          <NoOrder />
        </div>
      </CheckoutShell>
    );
  }

  return (
    <CheckoutShell step={2} title={TITLE} hideTitle>
      <div className="mt-6">
        {order.isPending ? (
          <>
            <h1 className="sr-only">{TITLE}</h1>
            <DoneSkeleton />
          </>
        ) : order.isError ? (
          httpStatus(order.error) === 404 ? (
            <NoOrder notFound />
          ) : (
            <Card>
              <EmptyState
                level={1}
                icon={<RefreshCw className="h-7 w-7" />}
                title="Siparişiniz alındı"
                description="Sipariş ayrıntıları şu anda yüklenemedi. Siparişlerim sayfasından da görebilirsiniz."
                action={
                  <>
                    <Button onClick={() => void order.refetch()}>Tekrar dene</Button>
                    <Link
                      to={paths.orderDetail.build({ id: orderId })}
                      className={buttonClasses('secondary')}
                    >
                      Siparişlerime git
                    </Link>
                  </>
                }
              />
            </Card>
          )
        ) : (
          <OrderPlaced order={order.data} />
        )}
      </div>
    </CheckoutShell>
  );
}

function OrderPlaced({ order }: { order: Order }) {
  const quantity = order.packages.reduce(
    (sum, p) => sum + p.items.reduce((s, i) => s + i.quantity, 0),
    0,
  );
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Card as="section" aria-labelledby="done-title" padding="lg" className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-[#dcfce7] text-success"
        >
          <CircleCheckBig className="h-9 w-9" />
        </div>
        <h1 id="done-title" className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {TITLE}
        </h1>
        <p className="mt-2 text-ink-muted">
          Teşekkür ederiz! Siparişiniz satıcılara iletildi; kargoya verildiğinde size haber
          vereceğiz.
        </p>
        <dl className="mx-auto mt-6 grid max-w-xl gap-3 rounded-xl bg-surface p-4 text-left text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">Sipariş numarası</dt>
            <dd className="font-mono text-base font-bold text-ink" data-testid="order-number">
              {order.number}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Sipariş tarihi</dt>
            <dd className="font-medium text-ink">{formatDateTime(order.created_at)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">Toplam ({quantity} ürün)</dt>
            <dd className="text-base font-bold text-ink tabular-nums" data-testid="order-total">
              {formatMoney(order.grand_total)}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Ödeme</dt>
            {paymentLines(order).map((line) => (
              <dd key={line} className="font-medium text-ink">
                {line}
              </dd>
            ))}
          </div>
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Teslimat adresi</dt>
            <dd className="font-medium text-ink">
              {order.address.title} · {order.address.first_name} {order.address.last_name}
            </dd>
            <dd className="text-ink-muted">
              {order.address.neighbourhood}, {order.address.address_line}, {order.address.district}{' '}
              / {order.address.city}
            </dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={paths.orderDetail.build({ id: order.id })}
            className={buttonClasses('primary', 'lg')}
          >
            Siparişlerime git
          </Link>
          <Link to={paths.home.path} className={buttonClasses('secondary', 'lg')}>
            Alışverişe devam et
          </Link>
        </div>
      </Card>

      <section aria-labelledby="done-packages-title" className="space-y-3">
        <h2 id="done-packages-title" className="text-lg font-bold text-ink">
          {order.packages.length > 1 ? `${order.packages.length} paket` : 'Paketiniz'}
        </h2>
        {order.packages.map((pkg) => (
          <Card
            key={pkg.id}
            as="article"
            padding="sm"
            className="px-4 sm:px-5"
            aria-label={`Satıcı: ${pkg.seller.name}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="inline-flex items-center gap-2 font-semibold text-ink">
                <Store aria-hidden="true" className="h-4 w-4 text-ink-muted" />
                {pkg.seller.name}
              </p>
              <p className="text-xs text-ink-muted">{pkg.status_label}</p>
            </div>
            <p className="mt-2 flex items-start gap-2 text-sm text-ink-muted">
              <Truck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {pkg.cargo_company.name}
            </p>
            <p className="mt-1 flex items-start gap-2 text-sm text-ink-muted">
              <CalendarDays aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                Tahmini teslimat:{' '}
                <span className="font-semibold text-ink">
                  {formatDeliveryRange(pkg.estimated_delivery)}
                </span>
              </span>
            </p>
            <ul className="mt-3 space-y-2">
              {pkg.items.map((item) => (
                <li key={item.id} className="flex items-center gap-3">
                  <LineImage src={item.image} className="h-12 w-12" />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-1 text-sm font-medium text-ink">{item.title}</p>
                    <p className="text-xs text-ink-muted">
                      {item.variant_label ? `${item.variant_label} · ` : ''}
                      {item.quantity} adet
                    </p>
                  </div>
                  <p className="text-sm font-semibold text-ink tabular-nums">
                    {formatMoney(item.line_total)}
                  </p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </section>
    </div>
  );
}
