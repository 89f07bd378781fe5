import { paths } from '@/config/paths';
import { AttributeProposalPage } from '@/features/vendor-brands';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/ozellik-olustur: Özellik değeri önerisi (issue 13). */
export function DashboardCreateAttributePage() {
  usePageTitle(paths.dashboardPages.createAttribute.title);
  return <AttributeProposalPage />;
}
