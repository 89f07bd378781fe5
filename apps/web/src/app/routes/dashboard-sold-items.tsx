import { paths } from '@/config/paths';
import { SoldItemsView } from '@/features/vendor-insights';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/urun-satis`: every sold item, filtered, paged, downloadable as CSV. */
export function DashboardSoldItemsPage() {
  usePageTitle(paths.dashboardPages.soldItems.title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.soldItems.title}</h1>
      <SoldItemsView />
    </div>
  );
}
