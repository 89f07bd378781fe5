import { paths } from '@/config/paths';
import { UpcomingFeaturesPage } from '@/features/roadmap';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/yakinda-gelecek: upcoming features with the sellers' votes (issue 16). */
export function DashboardComingSoonPage() {
  usePageTitle(paths.dashboardPages.comingSoon.title);
  return <UpcomingFeaturesPage />;
}
