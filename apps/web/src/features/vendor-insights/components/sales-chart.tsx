import type { VendorAnalytics } from '@carsi/shared';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@/lib/format';
import { shortDay } from '../period';

export type SeriesKey = 'sales' | 'orders' | 'average_basket' | 'returns' | 'cancellations';

export interface SalesChartProps {
  series: VendorAnalytics['series'];
  metric: SeriesKey;
  label: string;
}

const money = (k: SeriesKey) => k === 'sales' || k === 'average_basket';

/** Recharts line chart: the period's days, the previous period's same days dashed beside them. */
export default function SalesChart({ series, metric, label }: SalesChartProps) {
  const data = series.map((d) => ({
    day: shortDay(d.date),
    previousDay: shortDay(d.previous_date),
    current: d[metric],
    previous: d.previous[metric],
  }));
  const format = (v: number) => (money(metric) ? formatMoney(v) : v.toLocaleString('tr-TR'));
  const axis = (v: number) =>
    money(metric)
      ? `${(v / 100).toLocaleString('tr-TR', { notation: 'compact', maximumFractionDigits: 1 })}`
      : v.toLocaleString('tr-TR');
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-line)" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis tick={{ fontSize: 12 }} tickFormatter={axis} width={56} allowDecimals={false} />
        <Tooltip
          formatter={(v, name) => [format(Number(v)), name]}
          labelFormatter={(_, payload) => {
            const p = payload?.[0]?.payload as { day: string; previousDay: string } | undefined;
            return p ? `${p.day} (önceki dönem: ${p.previousDay})` : '';
          }}
        />
        <Legend />
        <Line
          type="monotone"
          dataKey="current"
          name={`${label} (bu dönem)`}
          stroke="var(--color-accent-600)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="previous"
          name={`${label} (önceki dönem)`}
          stroke="var(--color-ink-subtle)"
          strokeDasharray="5 4"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
