import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { useDashboardStore } from '@/features/dashboard';
import { SalesAnalytics, useAnalytics, usePeriod } from '@/features/vendor-insights';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/analytics`: sales, orders, basket, returns and cancellations over a period. */
export function DashboardAnalyticsPage() {
  usePageTitle(paths.dashboardPages.analytics.title);
  // SPEC §3: the dashboard's client state keeps the latest analytics (the same cached query).
  const { query } = usePeriod();
  const { data } = useAnalytics(query);
  const setAnalytics = useDashboardStore((s) => s.setAnalytics);
  useEffect(() => {
    if (data) setAnalytics(data);
  }, [data, setAnalytics]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{paths.dashboardPages.analytics.title}</h1>
      <SalesAnalytics />
    </div>
  );
}
