import { DashboardLayout } from '@/app/layout/dashboard-layout';

/** Lazy entry of /dashboard: the vendor layout and its nested pages. */
export function DashboardRoute() {
  return <DashboardLayout />;
}
