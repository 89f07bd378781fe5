import type { VendorAnalytics } from '@carsi/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Recharts bars: views, add-to-carts and orders of the most viewed products. */
export default function ViewsChart({ products }: { products: VendorAnalytics['products'] }) {
  const data = [...products]
    .sort((a, b) => b.views - a.views)
    .slice(0, 8)
    .map((p) => ({
      name: p.title.length > 18 ? `${p.title.slice(0, 17)}…` : p.title,
      views: p.views,
      carts: p.add_to_cart,
      orders: p.orders,
    }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-line)" vertical={false} />
        <XAxis
          dataKey="name"
          tick={{ fontSize: 11 }}
          interval={0}
          angle={-20}
          height={56}
          textAnchor="end"
        />
        <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={44} />
        <Tooltip formatter={(v, name) => [Number(v).toLocaleString('tr-TR'), name]} />
        <Legend />
        <Bar
          dataKey="views"
          name="Görüntülenme"
          fill="var(--color-accent-200)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="carts"
          name="Sepete ekleme"
          fill="var(--color-accent-500)"
          isAnimationActive={false}
        />
        <Bar
          dataKey="orders"
          name="Sipariş"
          fill="var(--color-accent-700)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
