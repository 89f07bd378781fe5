import { paths } from '@/config/paths';
import { ProductAnalysis } from '@/features/vendor-insights';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/analitik`: per-product views, add-to-carts, sales and conversion. */
export function DashboardAnalitikPage() {
  usePageTitle(paths.dashboardPages.analitik.title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.analitik.title}</h1>
      <ProductAnalysis />
    </div>
  );
}
