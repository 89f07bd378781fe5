import { paths } from '@/config/paths';
import { StarredDealsView } from '@/features/promotions';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/yildizli-firsatlar`: the business's starred-deal nominations (docs/decisions/038). */
export function DashboardStarredDealsPage() {
  usePageTitle(paths.dashboardPages.starredDeals.title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.starredDeals.title}</h1>
      <StarredDealsView />
    </div>
  );
}
