import { paths } from '@/config/paths';
import { DiscountAddProducts } from '@/features/promotions';
import { usePageTitle } from '@/lib/use-page-title';

/** `/dashboard/discounts/add-products`: a new price or percent on many products for a period. */
export function DashboardDiscountAddProductsPage() {
  usePageTitle(paths.dashboardPages.discountAddProducts.title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {paths.dashboardPages.discountAddProducts.title}
      </h1>
      <DiscountAddProducts doneHref={paths.dashboardPages.campaigns.build()} />
    </div>
  );
}
