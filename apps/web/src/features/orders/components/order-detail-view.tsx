import type { Order, OrderAddress, OrderItem } from '@carsi/shared';
import { CreditCard, MapPin, PackageSearch, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Breadcrumb,
  Button,
  buttonClasses,
  Card,
  Container,
  EmptyState,
  Skeleton,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { displayTrPhone } from '@/lib/phone';
import { httpStatus } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useOrder, useRefreshOrder } from '../api/get-order';
import { ReviewDialog } from '../feedback';
import { installmentsText, refundText } from '../lib/format';
import { CancelDialog } from './cancel-dialog';
import { ContractsCard } from './contracts-card';
import { OrderStatusBadge } from './order-status-badge';
import { PackageCard } from './package-card';
import { DisputeDialog } from './dispute-dialog';
import { ReturnDialog } from './return-dialog';

const trail = [
  { label: 'Ana sayfa', to: paths.home.path },
  { label: paths.orders.title, to: paths.orders.path },
];

function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Sipariş yükleniyor" className="flex flex-col gap-6">
      <Card className="flex flex-wrap gap-6">
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-28" />
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="flex flex-col gap-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </Card>
        <Card className="flex flex-col gap-3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      </div>
    </div>
  );
}

function HeaderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

/** "Kart **** 0008 · 3 taksit" and/or "Cüzdan 50,00 TL". */
function PaymentFact({ order }: { order: Order }) {
  return (
    <span className="flex flex-col gap-0.5">
      {order.paid_card > 0 && (
        <span className="inline-flex items-center gap-1.5">
          <CreditCard aria-hidden="true" className="h-4 w-4 text-ink-muted" />
          {order.card_label ? `Kart ${order.card_label}` : 'Kart'} ·{' '}
          {installmentsText(order.installments)}
        </span>
      )}
      {order.paid_wallet > 0 && (
        <span className="inline-flex items-center gap-1.5">
          <Wallet aria-hidden="true" className="h-4 w-4 text-ink-muted" />
          Cüzdan {formatMoney(order.paid_wallet)}
        </span>
      )}
    </span>
  );
}

function AddressCard({ address }: { address: OrderAddress }) {
  return (
    <Card as="section" aria-labelledby="order-address-title">
      <h2 id="order-address-title" className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <MapPin aria-hidden="true" className="h-4 w-4 text-ink-muted" />
        Teslimat adresi
      </h2>
      <p className="text-sm font-medium text-ink">{address.title}</p>
      <p className="mt-1 text-sm text-ink">
        {address.first_name} {address.last_name}
        <span className="text-ink-muted"> · {displayTrPhone(address.phone)}</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {address.neighbourhood}, {address.address_line}, {address.district} / {address.city}
        {address.postal_code ? ` ${address.postal_code}` : ''}
      </p>
      <p className="mt-3 border-t border-line pt-3 text-xs text-ink-muted">
        {address.billing_type === 'kurumsal'
          ? `Kurumsal fatura: ${address.company_name ?? ''}${address.tax_office ? ` · ${address.tax_office} VD` : ''}${address.tax_number ? ` · VKN ${address.tax_number}` : ''}`
          : 'Bireysel fatura'}
      </p>
    </Card>
  );
}

function SummaryRow({
  label,
  value,
  strong,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-line pt-3'
          : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? 'font-semibold text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className={strong ? 'text-lg font-bold text-ink tabular-nums' : 'text-ink tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}

export function OrderSummaryCard({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="mb-3 font-semibold text-ink">
        Sipariş özeti
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <SummaryRow label="Ürünler" value={formatMoney(order.items_total)} />
        {order.discount_total > 0 && (
          <SummaryRow
            label="İndirim"
            value={<span className="text-success">−{formatMoney(order.discount_total)}</span>}
          />
        )}
        <SummaryRow
          label="Kargo"
          value={order.shipping_total === 0 ? 'Bedava' : formatMoney(order.shipping_total)}
        />
        <SummaryRow label="Toplam" value={formatMoney(order.grand_total)} strong />
        {order.paid_card > 0 && order.paid_wallet > 0 && (
          <>
            <SummaryRow label="Karttan ödenen" value={formatMoney(order.paid_card)} />
            <SummaryRow label="Cüzdandan ödenen" value={formatMoney(order.paid_wallet)} />
          </>
        )}
        {order.refunded_total > 0 && (
          <SummaryRow
            label="İade edilen"
            value={
              <span className="font-semibold text-success">
                {formatMoney(order.refunded_total)}
              </span>
            }
          />
        )}
      </dl>
    </Card>
  );
}

type OpenDialog =
  | { kind: 'cancel'; item: OrderItem }
  | { kind: 'return'; item: OrderItem }
  | { kind: 'review'; item: OrderItem }
  | { kind: 'dispute'; item: OrderItem }
  | null;

/** The refunds of the given items in the answer, as one sentence for the toast. */
function cancelledMessage(order: Order, itemIds: number[]): string {
  const items = order.packages.flatMap((p) => p.items).filter((i) => itemIds.includes(i.id));
  const card = items.reduce((s, i) => s + (i.refund?.card_amount ?? 0), 0);
  const wallet = items.reduce((s, i) => s + (i.refund?.wallet_amount ?? 0), 0);
  const head = items.length > 1 ? `${items.length} ürün iptal edildi.` : 'Ürün iptal edildi.';
  if (card + wallet === 0) return head;
  return `${head} ${refundText({ amount: card + wallet, card_amount: card, wallet_amount: wallet, created_at: '' })}.`;
}

/** /siparislerim/:id: header, packages with their items and actions, address, summary. */
export function OrderDetailView({
  orderId,
  sellerAction,
}: {
  orderId: number;
  /** Shown in each package's header, e.g. the route's "Satıcıya mesaj gönder". */
  sellerAction?: (seller: { id: number; name: string }) => ReactNode;
}) {
  const { data: order, isPending, isError, error, refetch } = useOrder(orderId);
  const refresh = useRefreshOrder(orderId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const valid = Number.isInteger(orderId) && orderId > 0;

  if (!valid || (isError && httpStatus(error) === 404))
    return (
      <Container className="py-6 sm:py-10">
        <Breadcrumb items={[...trail, { label: paths.orderDetail.title }]} className="mb-6" />
        <Card>
          <EmptyState
            level={1}
            icon={<PackageSearch className="h-7 w-7" />}
            title="Sipariş bulunamadı"
            description="Bu sipariş yok ya da hesabınıza ait değil. Siparişlerinizin tümünü Siparişlerim sayfasında görebilirsiniz."
            action={
              <Link to={paths.orders.path} className={buttonClasses('primary')}>
                Siparişlerime dön
              </Link>
            }
          />
        </Card>
      </Container>
    );

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[...trail, { label: order ? `Sipariş ${order.number}` : paths.orderDetail.title }]}
        className="mb-6"
      />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink">{paths.orderDetail.title}</h1>
      {isPending ? (
        <OrderDetailSkeleton />
      ) : isError ? (
        <EmptyState
          title="Sipariş yüklenemedi"
          description="Bağlantınızı kontrol edip tekrar deneyin."
          action={<Button onClick={() => void refetch()}>Tekrar dene</Button>}
        />
      ) : (
        <>
          <Card as="section" aria-label="Sipariş bilgileri" className="mb-6">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:flex sm:flex-wrap sm:items-start sm:gap-x-10">
              <HeaderFact label="Sipariş no">
                <span className="tabular-nums">{order.number}</span>
              </HeaderFact>
              <HeaderFact label="Sipariş tarihi">
                <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
              </HeaderFact>
              <HeaderFact label="Toplam">
                <span className="font-bold text-accent-700 tabular-nums">
                  {formatMoney(order.grand_total)}
                </span>
              </HeaderFact>
              <HeaderFact label="Ödeme">
                <PaymentFact order={order} />
              </HeaderFact>
              <HeaderFact label="Durum">
                <OrderStatusBadge status={order.status} label={order.status_label} />
              </HeaderFact>
            </dl>
          </Card>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex flex-col gap-6">
              {order.packages.map((pkg) => (
                <PackageCard
                  key={pkg.id}
                  pkg={pkg}
                  headerAction={sellerAction?.(pkg.seller)}
                  actions={{
                    onCancel: (item) => setDialog({ kind: 'cancel', item }),
                    onReturn: (item) => setDialog({ kind: 'return', item }),
                    onReview: (item) => setDialog({ kind: 'review', item }),
                    onDispute: (item) => setDialog({ kind: 'dispute', item }),
                  }}
                />
              ))}
            </div>
            <aside className="flex flex-col gap-6 lg:sticky lg:top-24" aria-label="Adres ve özet">
              <AddressCard address={order.address} />
              <OrderSummaryCard order={order} />
              <ContractsCard order={order} />
            </aside>
          </div>

          {dialog?.kind === 'cancel' && (
            <CancelDialog
              order={order}
              initialItemId={dialog.item.id}
              onClose={close}
              onCancelled={(answer, ids) => {
                close();
                notify.success(cancelledMessage(answer, ids));
              }}
            />
          )}
          {dialog?.kind === 'return' && (
            <ReturnDialog
              order={order}
              item={dialog.item}
              onClose={close}
              onRequested={() => {
                close();
                notify.success('İade talebiniz alındı. Satıcı onayladığında iadeniz yapılır.');
              }}
            />
          )}
          {dialog?.kind === 'dispute' && (
            <DisputeDialog
              item={dialog.item}
              onClose={close}
              onOpened={() => {
                close();
                notify.success('İtirazınız alındı. Çarşı iki tarafı da inceleyip karar verecek.');
              }}
            />
          )}
          {dialog?.kind === 'review' && (
            <ReviewDialog
              item={{ id: dialog.item.id, title: dialog.item.title, image: dialog.item.image }}
              open
              onOpenChange={(open) => {
                if (!open) close();
              }}
              onReviewed={() => void refresh()}
            />
          )}
        </>
      )}
    </Container>
  );
}
