import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CampaignSuccess } from '@/features/promotions';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/campaigns/success?id=`: the end of the campaign wizard. */
export function DashboardCampaignSuccessPage() {
  usePageTitle(paths.dashboardPages.campaignSuccess.title);
  const raw = useSearchParams()[0].get('id');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.campaignSuccess.title}</h1>
      <CampaignSuccess id={id} />
    </div>
  );
}
