import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { useDashboardStore } from '@/features/dashboard';
import { Overview, useMetrics } from '@/features/vendor-insights';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/overview`: the shop's day at a glance; each figure opens the list behind it. */
export function DashboardOverviewPage() {
  usePageTitle(paths.dashboardPages.overview.title);
  // SPEC §3: the dashboard's client state keeps the latest metrics (the same cached query).
  const { data } = useMetrics();
  const setMetrics = useDashboardStore((s) => s.setMetrics);
  useEffect(() => {
    if (data) setMetrics(data);
  }, [data, setMetrics]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.overview.title}</h1>
      <Overview />
    </div>
  );
}
