import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { TrackingView } from '@/features/orders';
import { usePageTitle } from '@/lib/use-page-title';

/** /siparisleris-takibi: follow a parcel by its 10-character tracking code (`?kod=`). */
export function OrderTrackingPage() {
  usePageTitle(paths.orderTracking.title);
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: paths.orders.title, to: paths.orders.path },
          { label: paths.orderTracking.title },
        ]}
        className="mb-6"
      />
      <div className="mx-auto max-w-4xl">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{paths.orderTracking.title}</h1>
        <p className="mt-2 mb-6 text-ink-muted">
          Paketinizin nerede olduğunu takip koduyla öğrenin. Her paketin kodu sipariş detayında
          yazar.
        </p>
        <TrackingView />
      </div>
    </Container>
  );
}
