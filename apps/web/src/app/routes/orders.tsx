import { Link, useSearchParams } from 'react-router';
import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { OrderFilterTabs, OrderListView, parseOrderFilter, parsePage } from '@/features/orders';
import { usePageTitle } from '@/lib/use-page-title';

/** /siparislerim/: the shopper's orders by status tab (`?durum=`), a page at a time (`?page=`). */
export function OrdersPage() {
  usePageTitle(paths.orders.title);
  const [search] = useSearchParams();
  const filter = parseOrderFilter(search.get('durum'));
  const page = parsePage(search.get('page'));
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: paths.orders.title }]}
        className="mb-6"
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{paths.orders.title}</h1>
        <Link
          to={paths.orderTracking.path}
          className="text-sm font-medium text-accent-700 hover:underline"
        >
          Takip koduyla gönderi sorgula
        </Link>
      </div>
      <OrderFilterTabs current={filter} />
      <div className="mt-5">
        <OrderListView filter={filter} page={page} />
      </div>
    </Container>
  );
}
