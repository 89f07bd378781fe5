import { paths } from '@/config/paths';
import { CampaignsView } from '@/features/promotions';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/kampanyalar`: the business's campaigns; a new one. */
export function DashboardCampaignsPage() {
  usePageTitle(paths.dashboardPages.campaigns.title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.campaigns.title}</h1>
      <CampaignsView />
    </div>
  );
}
