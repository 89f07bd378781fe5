import { paths } from '@/config/paths';
import { CouponsView } from '@/features/promotions';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/kuponlar`: the business's coupons, their uses, revenue and cost; new coupons. */
export function DashboardCouponsPage() {
  usePageTitle(paths.dashboardPages.coupons.title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.coupons.title}</h1>
      <CouponsView />
    </div>
  );
}
