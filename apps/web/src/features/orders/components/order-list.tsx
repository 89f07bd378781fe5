import type { OrderSummary } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronRight, ImageOff, Package } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses, Card, EmptyState, Skeleton, Pagination } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { lastPageOf, ORDER_FILTERS, type OrderListFilter } from '../lib/filters';
import { OrderStatusBadge } from './order-status-badge';

/** The search string of a tab (its first page). */
function filterSearch(value: OrderListFilter): string {
  return value === 'tumu' ? '' : `?durum=${value}`;
}

/** Tabs as links: each tab is its own URL (Back returns to the previous tab). */
export function OrderFilterTabs({ current }: { current: OrderListFilter }) {
  return (
    <nav
      aria-label="Sipariş durumu"
      className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-2 border-b border-line">
        {ORDER_FILTERS.map((f) => {
          const active = f.value === current;
          return (
            <li key={f.value}>
              <Link
                to={{ search: filterSearch(f.value) }}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  active
                    ? 'border-accent-700 text-accent-700'
                    : 'border-transparent text-ink-muted hover:border-line hover:text-ink',
                )}
              >
                {f.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Thumbnails({ images, total }: { images: string[]; total: number }) {
  const shown = images.slice(0, 4);
  const more = total - shown.length;
  return (
    <ul className="flex items-center gap-2" aria-label="Ürün görselleri">
      {shown.map((src, i) => (
        <li key={`${src}-${i}`}>
          <img
            src={src}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 rounded-lg border border-line bg-surface object-contain"
          />
        </li>
      ))}
      {shown.length === 0 && (
        <li className="flex h-16 w-16 items-center justify-center rounded-lg border border-line bg-surface text-ink-subtle">
          <ImageOff aria-hidden="true" className="h-5 w-5" />
        </li>
      )}
      {more > 0 && (
        <li className="flex h-16 w-16 items-center justify-center rounded-lg border border-line bg-surface text-sm font-semibold text-ink-muted">
          +{more}
        </li>
      )}
    </ul>
  );
}

/** One order: date, number, status, total, item pictures, sellers and the way to its detail. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const titleId = `order-${order.id}-title`;
  return (
    <Card as="article" padding="none" aria-labelledby={titleId} className="overflow-hidden">
      <header className="grid grid-cols-2 gap-x-4 gap-y-2 border-b border-line bg-surface px-4 py-3 text-sm sm:grid-cols-[10rem_10rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-6 sm:px-5">
        <div>
          <p className="text-xs text-ink-muted">Sipariş tarihi</p>
          <p className="font-medium text-ink">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </p>
        </div>
        <div>
          <p className="text-xs text-ink-muted">Sipariş no</p>
          <h2 id={titleId} className="font-medium text-ink tabular-nums">
            <span className="sr-only">Sipariş</span> {order.number}
          </h2>
        </div>
        <div>
          <p className="text-xs text-ink-muted">Toplam</p>
          <p className="font-bold text-accent-700 tabular-nums">{formatMoney(order.grand_total)}</p>
        </div>
        <div className="flex items-end justify-end">
          <Link
            to={paths.orderDetail.build({ id: order.id })}
            className={buttonClasses('secondary', 'sm')}
          >
            Detay
            <span className="sr-only">: {order.number} numaralı sipariş</span>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </header>
      <div className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <OrderStatusBadge status={order.status} label={order.status_label} />
            <span className="text-ink-muted">
              {order.item_count} ürün
              {order.package_count > 1 ? ` · ${order.package_count} paket` : ''}
            </span>
          </div>
          {order.seller_names.length > 0 && (
            <p className="text-sm text-ink-muted">
              Satıcı: <span className="text-ink">{order.seller_names.join(', ')}</span>
            </p>
          )}
        </div>
        <Thumbnails images={order.images} total={order.item_count} />
      </div>
    </Card>
  );
}

export function OrderListSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Siparişler yükleniyor">
      {[0, 1, 2].map((i) => (
        <Card key={i} padding="none">
          <div className="flex flex-wrap gap-6 border-b border-line px-5 py-4">
            <Skeleton className="h-9 w-28" />
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 w-20" />
          </div>
          <div className="flex items-center justify-between gap-4 px-5 py-4">
            <div className="flex flex-col gap-2">
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-48" />
            </div>
            <div className="flex gap-2">
              <Skeleton className="h-16 w-16" />
              <Skeleton className="h-16 w-16" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}

const EMPTY_TEXT: Record<OrderListFilter, { title: string; description: string }> = {
  tumu: {
    title: 'Henüz siparişiniz yok',
    description: 'Beğendiğiniz ürünleri sepetinize ekleyin; siparişleriniz burada listelenir.',
  },
  aktif: {
    title: 'Devam eden siparişiniz yok',
    description: 'Hazırlanan ve yoldaki siparişleriniz burada görünür.',
  },
  teslim: {
    title: 'Teslim edilen siparişiniz yok',
    description: 'Teslim edilen siparişleriniz burada görünür.',
  },
  iptal: {
    title: 'İptal edilen siparişiniz yok',
    description: 'İptal ettiğiniz ürünler burada görünür.',
  },
  iade: {
    title: 'İade talebiniz yok',
    description: 'İade talepleriniz ve sonuçları burada görünür.',
  },
};

/** One page of one tab: cards, pages, skeletons, the empty and error states. */
export function OrderListView({ filter, page }: { filter: OrderListFilter; page: number }) {
  const { data, isPending, isError, refetch, isPlaceholderData } = useOrders(filter, page);

  if (isPending) return <OrderListSkeleton />;
  if (isError)
    return (
      <EmptyState
        title="Siparişler yüklenemedi"
        description="Bağlantınızı kontrol edip tekrar deneyin."
        action={<Button onClick={() => void refetch()}>Tekrar dene</Button>}
      />
    );
  if (data.results.length === 0) {
    const text = EMPTY_TEXT[filter];
    return (
      <Card>
        <EmptyState
          icon={<Package className="h-7 w-7" />}
          title={page > 1 ? 'Bu sayfada sipariş yok' : text.title}
          description={text.description}
          action={
            page > 1 ? (
              <Link to={{ search: filterSearch(filter) }} className={buttonClasses('primary')}>
                İlk sayfaya dön
              </Link>
            ) : filter === 'tumu' ? (
              <Link to={paths.home.path} className={buttonClasses('primary')}>
                Alışverişe başla
              </Link>
            ) : (
              <Link to={{ search: '' }} className={buttonClasses('secondary')}>
                Tüm siparişler
              </Link>
            )
          }
        />
      </Card>
    );
  }

  const last = lastPageOf(data, page, data.results.length);
  const hrefFor = (p: number) => {
    const search = new URLSearchParams();
    if (filter !== 'tumu') search.set('durum', filter);
    if (p > 1) search.set('page', String(p));
    const s = search.toString();
    return s ? `?${s}` : '';
  };
  return (
    <div aria-busy={isPlaceholderData || undefined}>
      <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
        {data.count} sipariş
      </p>
      <ul className={clsx('flex flex-col gap-4', isPlaceholderData && 'opacity-60')}>
        {data.results.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <Pagination page={page} last={last} hrefFor={hrefFor} />
    </div>
  );
}
