import type { VendorMetrics } from '@carsi/shared';
import {
  AlertTriangle,
  Ban,
  Clock,
  MessageCircleQuestion,
  PackageCheck,
  PackageX,
  RotateCcw,
  Star,
  Truck,
  WifiOff,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses, Card, EmptyState, Skeleton } from '@/components/ui';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useMetrics } from '../api/get-metrics';
import { MetricCard } from './metric-card';

const count = (n: number) => n.toLocaleString('tr-TR');
const pct = (n: number) => `%${n.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
    </section>
  );
}

/** The shop's day at a glance (`/dashboard/overview`): every figure opens its list. */
export function Overview() {
  const { data, isError, refetch, isRefetching } = useMetrics();
  if (isError && !data)
    return (
      <EmptyState
        icon={<WifiOff className="h-7 w-7" />}
        title="Özet şu anda yüklenemedi"
        description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
        action={
          <Button onClick={() => void refetch()} loading={isRefetching}>
            Tekrar dene
          </Button>
        }
      />
    );
  if (!data) return <OverviewSkeleton />;
  return <OverviewCards m={data} />;
}

export function OverviewCards({ m }: { m: VendorMetrics }) {
  const quiet =
    m.sales.last_30_days.orders === 0 &&
    m.to_confirm.count + m.to_ship_today.count + m.late.count + m.returns_waiting.count === 0;
  const waiting = m.to_confirm.count + m.to_ship_today.count + m.late.count;
  return (
    <div className="flex flex-col gap-8">
      {quiet && (
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex-1">
            <p className="font-semibold text-ink">Son 30 günde sipariş gelmedi</p>
            <p className="text-sm text-ink-muted">
              İlk siparişiniz geldiğinde satışlarınız, bekleyen işleriniz ve oranlarınız burada
              görünecek. Ürünlerinizin stokta ve satışta olduğundan emin olun.
            </p>
          </div>
          <Link to="/dashboard/products" className={buttonClasses('secondary')}>
            Ürünlerime git
          </Link>
        </Card>
      )}

      <Section title="Satışlar">
        {(
          [
            ['Bugün', m.sales.today],
            ['Son 7 gün', m.sales.last_7_days],
            ['Son 30 gün', m.sales.last_30_days],
          ] as const
        ).map(([label, s]) => (
          <MetricCard
            key={label}
            label={`${label} satış`}
            value={formatMoney(s.sales)}
            hint={s.orders === 0 ? 'Sipariş yok' : `${count(s.orders)} sipariş`}
            to={s.link}
          />
        ))}
      </Section>

      <Section title={waiting > 0 ? `Bekleyen işler (${count(waiting)})` : 'Bekleyen işler'}>
        <MetricCard
          label="Onay bekleyen"
          icon={<Clock className="h-4 w-4" />}
          value={count(m.to_confirm.count)}
          hint={
            m.to_confirm.count === 0 ? 'Onay bekleyen ürün yok' : 'Onaylayıp hazırlamaya başlayın'
          }
          to={m.to_confirm.link}
          tone={m.to_confirm.count > 0 ? 'attention' : 'neutral'}
        />
        <MetricCard
          label="Bugün kargoya verilecek"
          icon={<Truck className="h-4 w-4" />}
          value={count(m.to_ship_today.count)}
          hint={
            m.to_ship_today.count === 0
              ? 'Bugün son günü olan ürün yok'
              : 'Sevk süresi bugün doluyor'
          }
          to={m.to_ship_today.link}
          tone={m.to_ship_today.count > 0 ? 'attention' : 'neutral'}
        />
        <MetricCard
          label="Geciken"
          icon={<AlertTriangle className="h-4 w-4" />}
          value={count(m.late.count)}
          hint={m.late.count === 0 ? 'Geciken ürün yok' : 'Sevk süresi geçti, hâlâ kargoda değil'}
          to={m.late.link}
          tone={m.late.count > 0 ? 'danger' : 'good'}
        />
        <MetricCard
          label="Karar bekleyen iadeler"
          icon={<RotateCcw className="h-4 w-4" />}
          value={count(m.returns_waiting.count)}
          hint={
            m.returns_waiting.count === 0
              ? 'Bekleyen iade talebi yok'
              : 'Onaylayın ya da gerekçeyle reddedin'
          }
          to={m.returns_waiting.link}
          tone={m.returns_waiting.count > 0 ? 'attention' : 'neutral'}
        />
        <MetricCard
          label="Yanıtlanmamış sorular"
          icon={<MessageCircleQuestion className="h-4 w-4" />}
          value={count(m.questions.count)}
          hint={
            m.questions.late > 0
              ? `${m.questions.late} soru 48 saatlik süresini aştı`
              : m.questions.oldest_deadline
                ? `En eskisi için son tarih: ${formatDateTime(m.questions.oldest_deadline)}`
                : 'Yanıt bekleyen soru yok'
          }
          to={m.questions.link}
          tone={
            m.questions.oldest_deadline && Date.parse(m.questions.oldest_deadline) < Date.now()
              ? 'danger'
              : m.questions.count > 0
                ? 'attention'
                : 'neutral'
          }
        />
        <MetricCard
          label="Stoku azalan"
          icon={<PackageCheck className="h-4 w-4" />}
          value={count(m.low_stock.count)}
          hint={
            m.low_stock.count === 0
              ? 'Stoku 3 veya daha az olan ürün yok'
              : '3 adet veya daha az kaldı'
          }
          to={m.low_stock.link}
          tone={m.low_stock.count > 0 ? 'attention' : 'neutral'}
        />
        <MetricCard
          label="Tükenen"
          icon={<PackageX className="h-4 w-4" />}
          value={count(m.out_of_stock.count)}
          hint={m.out_of_stock.count === 0 ? 'Tükenen ürün yok' : 'Satışta görünmüyor'}
          to={m.out_of_stock.link}
          tone={m.out_of_stock.count > 0 ? 'danger' : 'neutral'}
        />
      </Section>

      <Section title="Mağaza performansı">
        <MetricCard
          label="Mağaza puanı"
          icon={<Star className="h-4 w-4" />}
          value={
            m.rating.count === 0
              ? '—'
              : m.rating.average.toLocaleString('tr-TR', { minimumFractionDigits: 1 })
          }
          hint={
            m.rating.count === 0
              ? 'Henüz değerlendirme yok'
              : `${count(m.rating.count)} değerlendirme`
          }
          to={m.rating.link}
        />
        <MetricCard
          label="İptal oranı (30 gün)"
          icon={<Ban className="h-4 w-4" />}
          value={m.cancellation_rate.percent === null ? '—' : pct(m.cancellation_rate.percent)}
          hint={
            m.cancellation_rate.total === 0
              ? 'Son 30 günde sipariş yok'
              : `${count(m.cancellation_rate.total)} üründen ${count(m.cancellation_rate.count)} iptal`
          }
          to={m.cancellation_rate.link}
          tone={(m.cancellation_rate.percent ?? 0) > 5 ? 'danger' : 'neutral'}
        />
        <MetricCard
          label="Geç kargo oranı (30 gün)"
          icon={<Truck className="h-4 w-4" />}
          value={m.late_shipment_rate.percent === null ? '—' : pct(m.late_shipment_rate.percent)}
          hint={
            m.late_shipment_rate.total === 0
              ? 'Henüz kargoya verilen ürün yok'
              : `${count(m.late_shipment_rate.total)} üründen ${count(m.late_shipment_rate.count)} geç`
          }
          to={m.late_shipment_rate.link}
          tone={(m.late_shipment_rate.percent ?? 0) > 10 ? 'danger' : 'neutral'}
        />
      </Section>
    </div>
  );
}

export function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Özet yükleniyor" className="flex flex-col gap-8">
      {[3, 7, 3].map((n, s) => (
        <div key={s} className="flex flex-col gap-3">
          <Skeleton className="h-5 w-40" />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: n }, (_, i) => (
              <Skeleton key={i} className="h-28 w-full rounded-card" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
