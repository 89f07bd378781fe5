import type { DayFigures, VendorAnalytics } from '@carsi/shared';
import { clsx } from 'clsx';
import { BarChart3, WifiOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  Button,
  Card,
  EmptyState,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useAnalytics } from '../api/get-analytics';
import { change, longDay, usePeriod } from '../period';
import { PeriodPicker } from './period-picker';
import type { SeriesKey } from './sales-chart';

// Recharts loads with this page only, after the figures: the rest of the site never pays for it.
const SalesChart = lazy(() => import('./sales-chart'));

const METRICS: { key: SeriesKey; label: string; money: boolean }[] = [
  { key: 'sales', label: 'Satış', money: true },
  { key: 'orders', label: 'Sipariş', money: false },
  { key: 'average_basket', label: 'Ortalama sepet', money: true },
  { key: 'returns', label: 'İade', money: false },
  { key: 'cancellations', label: 'İptal', money: false },
];

const num = (n: number) => n.toLocaleString('tr-TR');

export function PeriodHeading({ a }: { a: VendorAnalytics }) {
  return (
    <p className="text-sm text-ink-muted">
      {longDay(a.period.from)} – {longDay(a.period.to)} ({a.period.days} gün); önceki dönem{' '}
      {longDay(a.previous.from)} – {longDay(a.previous.to)}
    </p>
  );
}

function Change({
  current,
  previous,
  inverse,
}: {
  current: number;
  previous: number;
  inverse?: boolean;
}) {
  const c = change(current, previous);
  if (c === null) return <span className="text-xs text-ink-muted">Önceki dönemde yok</span>;
  const good = inverse ? c <= 0 : c >= 0;
  return (
    <span className={clsx('text-xs font-medium', good ? 'text-success' : 'text-danger')}>
      {c > 0 ? '+' : ''}
      {c}% önceki döneme göre
    </span>
  );
}

function Totals({ current, previous }: { current: DayFigures; previous: DayFigures }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {METRICS.map((m) => (
        <Card key={m.key} padding="sm" className="flex flex-col gap-1">
          <span className="text-sm text-ink-muted">{m.label}</span>
          <span className="text-xl font-bold text-ink tabular-nums">
            {m.money ? formatMoney(current[m.key]) : num(current[m.key])}
          </span>
          <span className="text-xs text-ink-muted">
            Önceki: {m.money ? formatMoney(previous[m.key]) : num(previous[m.key])}
          </span>
          <Change
            current={current[m.key]}
            previous={previous[m.key]}
            inverse={m.key === 'returns' || m.key === 'cancellations'}
          />
        </Card>
      ))}
    </div>
  );
}

export function AnalyticsError({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <EmptyState
      icon={<WifiOff className="h-7 w-7" />}
      title="Analiz şu anda yüklenemedi"
      description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
      action={
        <Button onClick={onRetry} loading={busy}>
          Tekrar dene
        </Button>
      }
    />
  );
}

export function AnalyticsSkeleton() {
  return (
    <div role="status" aria-label="Analiz yükleniyor" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-28 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-card" />
    </div>
  );
}

/** `/dashboard/analytics`: sales over a period beside the previous one, top products and categories. */
export function SalesAnalytics() {
  const { query, setQuery } = usePeriod();
  const { data, isError, refetch, isRefetching, isPlaceholderData } = useAnalytics(query);
  const [metric, setMetric] = useState<SeriesKey>('sales');
  const chosen = METRICS.find((m) => m.key === metric)!;

  return (
    <div className="flex flex-col gap-6">
      <PeriodPicker value={query} onChange={setQuery} />
      {isError && !data ? (
        <AnalyticsError onRetry={() => void refetch()} busy={isRefetching} />
      ) : !data ? (
        <AnalyticsSkeleton />
      ) : (
        <div className={clsx('flex flex-col gap-6', isPlaceholderData && 'opacity-60')}>
          <PeriodHeading a={data} />
          <Totals current={data.totals.current} previous={data.totals.previous} />
          <Card className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="mr-auto text-base font-semibold text-ink">
                Günlük {chosen.label.toLocaleLowerCase('tr')}
              </h2>
              <div role="group" aria-label="Grafikteki değer" className="flex flex-wrap gap-1">
                {METRICS.map((m) => (
                  <button
                    key={m.key}
                    type="button"
                    aria-pressed={m.key === metric}
                    onClick={() => setMetric(m.key)}
                    className={clsx(
                      'h-8 rounded-lg px-2.5 text-sm',
                      m.key === metric
                        ? 'bg-accent-50 font-semibold text-accent-700'
                        : 'text-ink-muted hover:text-ink',
                    )}
                  >
                    {m.label}
                  </button>
                ))}
              </div>
            </div>
            {data.totals.current.orders + data.totals.previous.orders === 0 ? (
              <EmptyState
                icon={<BarChart3 className="h-7 w-7" />}
                title="Bu dönemde sipariş yok"
                description="Siparişleriniz geldikçe günlük satışlarınız burada, önceki dönemle yan yana görünecek."
                level={3}
              />
            ) : (
              <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                <SalesChart series={data.series} metric={metric} label={chosen.label} />
              </Suspense>
            )}
          </Card>
          <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2">
            <section aria-label="En çok satan ürünler" className="flex min-w-0 flex-col gap-3">
              <h2 className="text-base font-semibold text-ink">En çok satan ürünler</h2>
              {data.top_products.length === 0 ? (
                <p className="text-sm text-ink-muted">Bu dönemde satış yok.</p>
              ) : (
                <Table caption="En çok satan ürünler">
                  <THead>
                    <Tr>
                      <Th>Ürün</Th>
                      <Th className="text-right">Adet</Th>
                      <Th className="text-right">Satış</Th>
                    </Tr>
                  </THead>
                  <TBody>
                    {data.top_products.map((p) => (
                      <Tr key={`${p.product_id ?? p.slug}`}>
                        <Td className="max-w-64 truncate">
                          {p.product_id ? (
                            <Link
                              to={paths.productDetail.build({ slug: p.slug })}
                              className="hover:underline"
                            >
                              {p.title}
                            </Link>
                          ) : (
                            p.title
                          )}
                        </Td>
                        <Td className="text-right tabular-nums">{num(p.quantity)}</Td>
                        <Td className="text-right tabular-nums">{formatMoney(p.sales)}</Td>
                      </Tr>
                    ))}
                  </TBody>
                </Table>
              )}
            </section>
            <section aria-label="En çok satan kategoriler" className="flex min-w-0 flex-col gap-3">
              <h2 className="text-base font-semibold text-ink">En çok satan kategoriler</h2>
              {data.top_categories.length === 0 ? (
                <p className="text-sm text-ink-muted">Bu dönemde satış yok.</p>
              ) : (
                <Table caption="En çok satan kategoriler">
                  <THead>
                    <Tr>
                      <Th>Kategori</Th>
                      <Th className="text-right">Adet</Th>
                      <Th className="text-right">Satış</Th>
                    </Tr>
                  </THead>
                  <TBody>
                    {data.top_categories.map((c) => (
                      <Tr key={c.category_id}>
                        <Td>{c.name}</Td>
                        <Td className="text-right tabular-nums">{num(c.quantity)}</Td>
                        <Td className="text-right tabular-nums">{formatMoney(c.sales)}</Td>
                      </Tr>
                    ))}
                  </TBody>
                </Table>
              )}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
