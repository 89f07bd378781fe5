import type { VendorAnalytics } from '@carsi/shared';
import { clsx } from 'clsx';
import { ArrowDown, Eye } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Card, EmptyState, Skeleton, Table, TBody, Td, Th, THead, Tr } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useAnalytics } from '../api/get-analytics';
import { usePeriod } from '../period';
import { AnalyticsError, AnalyticsSkeleton, PeriodHeading } from './analytics-view';
import { PeriodPicker } from './period-picker';

const ViewsChart = lazy(() => import('./views-chart'));

type Row = VendorAnalytics['products'][number];
type SortKey = 'views' | 'add_to_cart' | 'quantity' | 'sales' | 'conversion';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'views', label: 'Görüntülenme' },
  { key: 'add_to_cart', label: 'Sepete ekleme' },
  { key: 'quantity', label: 'Satış adedi' },
  { key: 'sales', label: 'Satış tutarı' },
  { key: 'conversion', label: 'Dönüşüm' },
];

const num = (n: number) => n.toLocaleString('tr-TR');
const pct = (n: number | null) =>
  n === null ? '—' : `%${n.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;

/**
 * `/dashboard/analitik`: per-product views, add-to-carts, sales and conversion over a period
 * (the product page's views without bots; conversion = orders per 100 views).
 */
export function ProductAnalysis() {
  const { query, setQuery } = usePeriod();
  const { data, isError, refetch, isRefetching, isPlaceholderData } = useAnalytics(query);
  const [sort, setSort] = useState<SortKey>('sales');
  const rows = useMemo(
    () =>
      data
        ? [...data.products].sort(
            (a: Row, b: Row) => (b[sort] ?? -1) - (a[sort] ?? -1) || b.views - a.views,
          )
        : [],
    [data, sort],
  );
  const totals = useMemo(
    () =>
      rows.reduce(
        (t, r) => ({
          views: t.views + r.views,
          carts: t.carts + r.add_to_cart,
          orders: t.orders + r.orders,
        }),
        { views: 0, carts: 0, orders: 0 },
      ),
    [rows],
  );

  return (
    <div className="flex flex-col gap-6">
      <PeriodPicker value={query} onChange={setQuery} />
      {isError && !data ? (
        <AnalyticsError onRetry={() => void refetch()} busy={isRefetching} />
      ) : !data ? (
        <AnalyticsSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Eye className="h-7 w-7" />}
          title="Henüz ürününüz yok"
          description="Satışa ürün ekledikçe her ürünün görüntülenme, sepete ekleme ve satış rakamları burada görünecek."
          action={
            <Link to="/dashboard/products" className="font-medium text-accent-700 hover:underline">
              Ürünlerime git
            </Link>
          }
        />
      ) : (
        <div className={clsx('flex flex-col gap-6', isPlaceholderData && 'opacity-60')}>
          <PeriodHeading a={data} />
          <div className="grid grid-cols-3 gap-3">
            {(
              [
                ['Görüntülenme', num(totals.views)],
                ['Sepete ekleme', num(totals.carts)],
                [
                  'Dönüşüm',
                  pct(
                    totals.views > 0
                      ? Math.round((totals.orders / totals.views) * 1000) / 10
                      : null,
                  ),
                ],
              ] as const
            ).map(([label, value]) => (
              <Card key={label} padding="sm" className="flex flex-col gap-1">
                <span className="text-sm text-ink-muted">{label}</span>
                <span className="text-xl font-bold text-ink tabular-nums">{value}</span>
              </Card>
            ))}
          </div>
          {totals.views > 0 && (
            <Card>
              <h2 className="mb-3 text-base font-semibold text-ink">En çok görüntülenen ürünler</h2>
              <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                <ViewsChart products={rows} />
              </Suspense>
            </Card>
          )}
          <Table caption="Ürün bazında görüntülenme, sepete ekleme, satış ve dönüşüm">
            <THead>
              <Tr>
                <Th>Ürün</Th>
                {COLUMNS.map((c) => (
                  <Th
                    key={c.key}
                    className="text-right"
                    aria-sort={sort === c.key ? 'descending' : undefined}
                  >
                    <button
                      type="button"
                      onClick={() => setSort(c.key)}
                      className={clsx(
                        'inline-flex items-center gap-1 uppercase',
                        sort === c.key && 'text-accent-700',
                      )}
                    >
                      {c.label}
                      {sort === c.key && <ArrowDown aria-hidden="true" className="h-3 w-3" />}
                    </button>
                  </Th>
                ))}
              </Tr>
            </THead>
            <TBody>
              {rows.map((r) => (
                <Tr key={r.product_id}>
                  <Td className="max-w-72 truncate">
                    <Link
                      to={paths.productDetail.build({ slug: r.slug })}
                      className="hover:underline"
                    >
                      {r.title}
                    </Link>
                  </Td>
                  <Td className="text-right tabular-nums">{num(r.views)}</Td>
                  <Td className="text-right tabular-nums">{num(r.add_to_cart)}</Td>
                  <Td className="text-right tabular-nums">{num(r.quantity)}</Td>
                  <Td className="text-right tabular-nums">{formatMoney(r.sales)}</Td>
                  <Td className="text-right tabular-nums">{pct(r.conversion)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <p className="text-xs text-ink-muted">
            Görüntülenme, ürün sayfasının arama motoru ve bot ziyaretleri dışındaki açılışlarıdır;
            ürünü satan bütün mağazalar için ortaktır. Dönüşüm, 100 görüntülenmede gelen sipariş
            sayısıdır.
          </p>
        </div>
      )}
    </div>
  );
}
