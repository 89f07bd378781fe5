import { paths } from '@/config/paths';
import { ProductLinesPage } from '@/features/vendor-brands';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/temel-product-line: Ürün serileri (issue 13). */
export function DashboardProductLinePage() {
  usePageTitle(paths.dashboardPages.productLine.title);
  return <ProductLinesPage />;
}
