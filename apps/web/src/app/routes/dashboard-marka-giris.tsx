import { paths } from '@/config/paths';
import { BrandsPage } from '@/features/vendor-brands';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/marka-giris: Markalar ve başvurular (issue 13). */
export function DashboardBrandEntryPage() {
  usePageTitle(paths.dashboardPages.brandEntry.title);
  return <BrandsPage />;
}
