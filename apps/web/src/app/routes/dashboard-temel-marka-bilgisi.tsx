import { paths } from '@/config/paths';
import { BrandApplicationPage } from '@/features/vendor-brands';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/temel-marka-bilgisi: Marka başvuru formu (issue 13). */
export function DashboardBrandBasicsPage() {
  usePageTitle(paths.dashboardPages.brandBasics.title);
  return <BrandApplicationPage />;
}
