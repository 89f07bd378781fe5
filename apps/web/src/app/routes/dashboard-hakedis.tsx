import { paths } from '@/config/paths';
import { StatementsPage } from '@/features/payouts';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/hakedis: the business's balance, next payout and statements (issue 16). */
export function DashboardPayoutsPage() {
  usePageTitle(paths.dashboardPages.payouts.title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.payouts.title}</h1>
      <StatementsPage />
    </div>
  );
}
